import { lazy } from 'react';
import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { CITY_LABELS, type City } from '../../../shared/cities';
import { DateTime } from '../../components/ui/DateTime';
import { CategoryBadge } from '../../components/cards/CategoryBadge';
import { CoverImage } from '../../components/cards/CoverImage';
import { buttonClasses } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useFeaturedArticle } from '../../lib/queries/articles';
import { Boundary } from '../../lib/ssr';

/** The drawn skyline stands in for a cover only on a site with no featured story yet: its code loads then. */
const CitySkyline = lazy(() => import('./CitySkyline').then((m) => ({ default: m.CitySkyline })));

const frame = 'overflow-hidden rounded-xl border border-rule bg-white lg:col-span-2';

/** The city's cover story, large; a drawn skyline and the spec's empty text when there is none. */
export function FeaturedHero({ city }: { city: City }) {
  const { data: article, isPending, isError } = useFeaturedArticle(city);

  if (isPending && !isError) {
    return (
      <div role="status" aria-label="Loading the featured story" className={frame}>
        <Skeleton className="aspect-[16/9] w-full rounded-none sm:aspect-[2/1]" />
        <div className="space-y-3 p-6 sm:p-8">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      </div>
    );
  }

  if (!article) {
    return (
      <article aria-labelledby="featured-heading" className={frame}>
        <Boundary fallback={<div className="aspect-[16/9] w-full bg-[#f3c9c0] sm:aspect-[2/1]" aria-hidden="true" />}>
          <CitySkyline className="aspect-[16/9] w-full sm:aspect-[2/1]" />
        </Boundary>
        <div className="space-y-3 p-6 sm:p-8">
          <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">Featured story</p>
          <h2 id="featured-heading" className="text-2xl font-bold sm:text-3xl">
            No featured articles available
          </h2>
          <p className="max-w-prose text-muted">
            When our editors pick a cover story for {CITY_LABELS[city]}, it will lead the front page here.
          </p>
        </div>
      </article>
    );
  }

  return (
    <article aria-labelledby="featured-heading" className={frame}>
      {/* The cover's own description; without one it is decorative, as the headline is right below. */}
      <CoverImage src={article.imageUrl} alt={article.imageAlt ?? ''} ratio="wide" eager />
      <div className="space-y-3 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">Featured story</p>
          <CategoryBadge category={article.category} />
        </div>
        <h2 id="featured-heading" className="text-3xl leading-tight font-bold sm:text-4xl">
          {article.title}
        </h2>
        <p className="max-w-prose text-lg text-muted">{article.excerpt}</p>
        <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            By <span className="font-semibold text-ink">{article.author}</span> ·{' '}
            <DateTime value={article.publishDate} />
          </p>
          <Link href={`/articles/${article.id}`} className={buttonClasses('primary', 'lg', 'self-start')}>
            Read Full Story <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
