import { Link, useParams } from 'wouter';
import { ArrowLeft, MapPin } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { cityLabel } from '../../components/cards/ArticleCard';
import { CategoryBadge } from '../../components/cards/CategoryBadge';
import { CoverImage } from '../../components/cards/CoverImage';
import { DetailError, DetailNotFound, DetailSkeleton, detailTitle } from '../../components/cards/DetailStates';
import { ShareLinks } from '../../components/cards/ShareLinks';
import { usePageTitle } from '../../lib/use-page-title';
import { useArticle } from '../../lib/queries/articles';
import { RelatedStories } from './RelatedStories';

/** Stories are stored as plain text; a blank line starts a new paragraph. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

export default function ArticleDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: article, isPending, isError, refetch } = useArticle(id);
  usePageTitle(detailTitle({ name: article?.title, isPending, isError, notFound: 'Story Not Found' }));

  if (isError) return <DetailError onRetry={() => void refetch()} />;
  if (isPending) return <DetailSkeleton label="Loading the story" />;
  if (!article) {
    return (
      <DetailNotFound title="Story Not Found" back={{ href: '/articles', label: 'Browse All Articles' }}>
        We couldn't find this story. It may have been moved or taken down.
      </DetailNotFound>
    );
  }

  const body = paragraphs(article.content || article.excerpt);
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 sm:py-14">
      <article className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-4">
          <Link href="/articles" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All Articles
          </Link>
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <CategoryBadge category={article.category} />
            <span className="inline-flex items-center gap-1"><MapPin className="h-4 w-4" aria-hidden="true" /> {cityLabel(article.city)}</span>
          </div>
          <h1 className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{article.title}</h1>
          <p className="text-xl text-muted">{article.excerpt}</p>
          <p className="text-sm text-muted">
            By <span className="font-semibold text-ink">{article.author}</span> ·{' '}
            <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
          </p>
        </header>
        <CoverImage src={article.imageUrl} alt={article.title} ratio="video" eager className="rounded-lg" />
        {/* A 68-character measure keeps long reads comfortable (DESIGN.md). */}
        <div className="mx-auto max-w-[68ch] space-y-5 font-serif text-lg leading-relaxed">
          {body.map((text, i) => <p key={i}>{text}</p>)}
        </div>
        <div className="mx-auto max-w-[68ch] border-t border-rule pt-6">
          <ShareLinks title={article.title} url={window.location.href} />
        </div>
      </article>
      <RelatedStories article={article} />
    </div>
  );
}
