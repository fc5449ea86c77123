import { memo } from 'react';
import { Link } from 'wouter';
import { MapPin } from 'lucide-react';
import type { Business } from '../../../shared/magazine';
import { Badge } from '../ui/Badge';
import { cityLabel, placeLabel } from './ArticleCard';
import { CoverImage } from './CoverImage';

/**
 * A directory listing: picture, category, name and address; the name links to the listing.
 * Memoised: a list drawn again with the same items (its page renders again when the answer about the
 * reader's account arrives, after hydration) leaves its cards as they are.
 */
export const BusinessCard = memo(function BusinessCard({
  business,
  eager = false,
  level = 3,
}: {
  business: Business;
  /** The first card of a page's list: its picture is on the first screen, so it is not lazy. */
  eager?: boolean;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-rule bg-white shadow-sm transition-shadow hover:shadow-md">
      <CoverImage src={business.imageUrl} alt={business.name} ratio="photo" eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <Badge tone="green">{business.category}</Badge>
        </div>
        <Heading className="text-lg leading-snug font-bold">
          <Link href={`/businesses/${business.id}`} className="after:absolute after:inset-0 group-hover:text-brand">
            {business.name}
          </Link>
        </Heading>
        <p className="mt-auto flex items-start gap-1.5 text-sm text-muted">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-accent-green" aria-hidden="true" />
          <span>{business.address || cityLabel(business.city)}</span>
        </p>
        {business.neighbourhoodName && <p className="text-xs font-medium text-muted">{placeLabel(business)}</p>}
      </div>
    </article>
  );
});
