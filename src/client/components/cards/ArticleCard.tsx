import { memo } from 'react';
import { Link } from 'wouter';
import type { ArticleSummary } from '../../../shared/magazine';
import { CITY_LABELS, cityName, isCity } from '../../../shared/cities';
import { DateTime } from '../ui/DateTime';
import { CategoryBadge } from './CategoryBadge';
import { CoverImage } from './CoverImage';

export function cityLabel(city: string): string {
  return isCity(city) ? CITY_LABELS[city] : city;
}

/** "3 comments" on a card, nothing for none (here, not from shared/comments: cards carry no zod). */
export function CommentCount({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return <span className={className}>{`${count} comment${count === 1 ? '' : 's'}`}</span>;
}

/**
 * Where an item is: "Park Avenue · Rochester" when it names a neighbourhood (the answer carries its
 * name, so cards need no list of neighbourhoods), else the city ("Rochester, NY").
 */
export function placeLabel(item: { city: string; neighbourhoodName?: string | null }): string {
  if (!item.neighbourhoodName) return cityLabel(item.city);
  return `${item.neighbourhoodName} · ${isCity(item.city) ? cityName(item.city) : item.city}`;
}

/**
 * A story in a grid: picture, category, headline, excerpt, byline and date; the headline links.
 * Memoised: a list drawn again with the same items (its page renders again when the answer about the
 * reader's account arrives, after hydration) leaves its cards as they are.
 */
export const ArticleCard = memo(function ArticleCard({
  article,
  eager = false,
  level = 3,
}: {
  article: ArticleSummary;
  eager?: boolean;
  /** 2 where the cards are the page's own list (under its h1), 3 under a section heading. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-rule bg-white shadow-sm transition-shadow hover:shadow-md">
      {/* The cover's own description; without one it is decorative, as the headline is right below. */}
      <CoverImage src={article.imageUrl} alt={article.imageAlt ?? ''} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <CategoryBadge category={article.category} />
          <span>{placeLabel(article)}</span>
        </div>
        <Heading className="text-xl leading-snug font-bold">
          {/* The stretched link makes the whole card clickable while keeping one link per card. */}
          <Link href={`/articles/${article.id}`} className="after:absolute after:inset-0 group-hover:text-brand">
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{article.excerpt}</p>
        <p className="mt-auto pt-2 text-xs text-muted">
          By <span className="font-semibold text-ink">{article.author}</span> · <DateTime value={article.publishDate} />
          <CommentCount count={article.commentCount} className="before:content-['_·_']" />
        </p>
      </div>
    </article>
  );
});
