import type { ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { DateTime } from '../ui/DateTime';
import { placeLabel } from '../cards/ArticleCard';
import { CategoryBadge } from '../cards/CategoryBadge';
import { CoverImage } from '../cards/CoverImage';

export interface ArticleViewData {
  title: string;
  excerpt: string;
  author: string;
  category: string;
  city: string;
  /** The neighbourhood's name, when the story names one. */
  neighbourhoodName?: string | null;
  publishDate: string | null;
  imageUrl: string;
  imageAlt?: string | null;
  /** Sanitized HTML from the newsroom's editor; null for the older plain-text stories. */
  contentHtml?: string | null;
  content: string;
}

/** Older stories are plain text; a blank line starts a new paragraph. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * A story as readers see it: kicker, headline, standfirst, byline, cover and body. The public
 * article page and the newsroom's preview both print it, so the preview cannot drift.
 */
export function ArticleView({
  article,
  top,
  bottom,
  authorHref,
}: {
  article: ArticleViewData;
  top?: ReactNode;
  bottom?: ReactNode;
  /** Where the byline leads: the contributor's other stories (none in a preview). */
  authorHref?: string;
}) {
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-4">
        {top}
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
          {article.category && <CategoryBadge category={article.category} />}
          <span className="inline-flex items-center gap-1">
            <MapPin className="h-4 w-4" aria-hidden="true" /> {placeLabel(article)}
          </span>
        </div>
        <h1 className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{article.title}</h1>
        {article.excerpt && <p className="text-xl leading-relaxed text-muted">{article.excerpt}</p>}
        <p className="text-sm text-muted">
          By{' '}
          {authorHref ? (
            <a href={authorHref} className="font-semibold text-ink underline-offset-4 hover:underline">
              {article.author}
            </a>
          ) : (
            <span className="font-semibold text-ink">{article.author}</span>
          )}
          {article.publishDate && (
            <>
              {' · '}
              <DateTime value={article.publishDate} />
            </>
          )}
        </p>
      </header>
      <CoverImage
        src={article.imageUrl}
        alt={article.imageAlt || article.title}
        ratio="video"
        eager
        sizes="(min-width: 768px) 768px, 100vw"
        className="rounded-lg"
      />
      {article.contentHtml ? (
        // Sanitized on the server with an allowlist (no scripts, handlers or javascript: links).
        <div className="story-prose" dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
      ) : (
        <div className="story-prose">
          {paragraphs(article.content || article.excerpt).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      )}
      {bottom}
    </article>
  );
}
