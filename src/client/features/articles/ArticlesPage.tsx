import { Link, useSearchParams } from 'wouter';
import { Newspaper } from 'lucide-react';
import { categoryColor } from '../../../shared/categories';
import { AdSlot } from '../../components/ads/AdSlot';
import { DEFAULT_ADS } from '../../components/ads/ad-content';
import { ArticleCard } from '../../components/cards/ArticleCard';
import { ListingLayout, PagedGrid } from '../../components/cards/PagedGrid';
import { SidebarBox } from '../../components/cards/SidebarBox';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { cn } from '../../lib/cn';
import { useAllArticles } from '../../lib/queries/article-pages';
import { useListingPlace } from '../../lib/use-place';
import { PlaceFilter } from '../../components/layout/PlaceFilter';
import { PAGE_TITLES } from '../../../shared/page-titles';

/** The categories readers browse most; each in its spec colour. */
const CATEGORIES = ['News', 'Community', 'Local Business', 'Food & Dining', 'Environment', 'Youth'];
const DOT = { green: 'bg-accent-green', orange: 'bg-accent-orange', blue: 'bg-accent-blue' } as const;

/** Spec 000 section 9: 9 skeleton cards on the articles page. */
const SKELETONS = 9;

export default function ArticlesPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const category = params.get('category')?.trim() || undefined;
  const author = params.get('author')?.trim() || undefined;
  const place = useListingPlace();
  const { city, neighbourhood } = place;
  const list = useAllArticles({ q, category, author, city, neighbourhood });
  const keepCity = (city ? `city=${city}` : 'city=all') + (neighbourhood ? `&neighbourhood=${neighbourhood}` : '');
  const filter = q ? `matching “${q}”` : category ? `in ${category}` : author ? `by ${author}` : null;

  return (
    <PageShell>
      <PageHeader kicker="News & Stories" title={PAGE_TITLES['/articles'].title}>
        Reporting from the neighborhoods we live in: news, features and the people behind them.
      </PageHeader>
      <ListingLayout
        sidebar={
          <>
            <SidebarBox title="Browse by Category">
              <ul className="space-y-1">
                {CATEGORIES.map((name) => (
                  <li key={name}>
                    <Link
                      href={`/articles?category=${encodeURIComponent(name)}&${keepCity}`}
                      aria-current={name.toLowerCase() === category?.toLowerCase() ? 'page' : undefined}
                      className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-brand-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand"
                    >
                      <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', DOT[categoryColor(name)])} />{' '}
                      {name}
                    </Link>
                  </li>
                ))}
              </ul>
            </SidebarBox>
            <AdSlot
              placement="sidebar"
              size="skyscraper"
              page="articles"
              house={DEFAULT_ADS.directory}
              className="hidden lg:block"
            />
            <AdSlot placement="sidebar" size="rectangle" page="articles" house={DEFAULT_ADS.advertise} />
          </>
        }
      >
        <div className="space-y-6">
          <PlaceFilter place={place} />
          {filter && (
            <p className="flex flex-wrap items-center gap-3 text-muted">
              Showing stories {filter}.
              <Link href={`/articles?${keepCity}`} className="font-medium text-brand underline underline-offset-4">
                Show all stories
              </Link>
            </p>
          )}
          <PagedGrid
            list={list}
            skeleton={{ count: SKELETONS, shape: 'article', label: 'Loading articles' }}
            gridClassName="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
            renderItem={(article, first) => <ArticleCard key={article.id} article={article} eager={first} level={2} />}
            empty={
              <EmptyState
                onRetry={list.retry}
                icon={Newspaper}
                title="No Articles Available"
                action={
                  <Link href="/submit" className={buttonClasses('primary')}>
                    Submit a Story
                  </Link>
                }
              >
                New stories are on their way. Have one to tell? Send it in and our editors will take a look.
              </EmptyState>
            }
          />
        </div>
      </ListingLayout>
    </PageShell>
  );
}
