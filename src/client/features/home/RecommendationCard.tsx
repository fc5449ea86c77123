import { Link } from 'wouter';
import { cityLabel } from '../../components/cards/ArticleCard';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { matchPercent, trackView, type Recommendation, type RecommendedType } from '../../lib/queries/recommendations';

const PATHS: Record<RecommendedType, string> = { article: '/articles', business: '/businesses', event: '/events' };
const TONES: Record<RecommendedType, BadgeTone> = { article: 'blue', business: 'green', event: 'orange' };

/** One pick: type, match, headline, why it was picked, a teaser and where it leads. */
export function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  const { contentType, content, score, reason } = recommendation;
  const heading = content.title ?? content.name ?? 'Untitled';
  const teaser = content.excerpt ?? content.description;
  return (
    // Any click inside the card counts as a view (spec 000), the button's included.
    <article
      onClick={() => void trackView(contentType, content.id)}
      className="flex flex-col gap-3 rounded-lg border border-rule bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <Badge tone={TONES[contentType]} className="capitalize">
          {contentType}
        </Badge>
        <span className="text-sm font-semibold text-brand">{matchPercent(score)}</span>
      </div>
      <h3 className="text-lg leading-snug font-bold">{heading}</h3>
      <p className="text-sm text-brand-dark italic">{reason}</p>
      {teaser && <p className="line-clamp-3 text-sm text-muted">{teaser}</p>}
      <p className="mt-auto text-xs text-muted">
        {[content.category, content.city ? cityLabel(content.city) : undefined].filter(Boolean).join(' · ')}
      </p>
      <Link
        href={`${PATHS[contentType]}/${encodeURIComponent(content.id)}`}
        className={buttonClasses('outline', 'sm', 'self-start')}
      >
        View Details
      </Link>
    </article>
  );
}
