import { memo } from 'react';
import { Link } from 'wouter';
import { Clock, MapPin } from 'lucide-react';
import type { MagazineEvent } from '../../../shared/magazine';
import { SHORT_MONTHS } from '../../../shared/dates';
import { formatEventPrice } from '../../../shared/event-choices';
import { DateTime } from '../ui/DateTime';
import { CommentCount, placeLabel } from './ArticleCard';

/** Month and day for the calendar tab; null when the date cannot be read. */
function calendarTab(date: string): { month: string; day: string } | null {
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!parsed) return null;
  const value = new Date(`${date.trim()}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return null;
  return {
    month: SHORT_MONTHS[value.getUTCMonth()]!,
    day: String(value.getUTCDate()),
  };
}

/**
 * An event in a list: a calendar tab, title, full date, time and place; the title links.
 * Memoised: a list drawn again with the same items (its page renders again when the answer about the
 * reader's account arrives, after hydration) leaves its cards as they are.
 */
export const EventCard = memo(function EventCard({ event, level = 3 }: { event: MagazineEvent; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const tab = calendarTab(event.date);
  const price = formatEventPrice(event.priceCents);
  return (
    <article className="group relative flex gap-4 rounded-lg border border-rule bg-white p-4 shadow-sm transition-shadow hover:shadow-md">
      <div
        aria-hidden="true"
        className="flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-md bg-orange-50 text-accent-orange"
      >
        <span className="text-xs font-semibold uppercase">{tab?.month ?? '—'}</span>
        <span className="font-serif text-2xl leading-none font-bold">{tab?.day ?? '?'}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <Heading className="text-lg leading-snug font-bold">
          <Link href={`/events/${event.id}`} className="after:absolute after:inset-0 group-hover:text-brand">
            {event.title}
          </Link>
        </Heading>
        <p className="text-sm font-medium text-ink">
          <DateTime value={event.date} />
          {event.time && (
            <span className="text-muted">
              {' '}
              · <Clock className="inline h-3.5 w-3.5 align-[-2px]" aria-hidden="true" /> {event.time}
            </span>
          )}
        </p>
        {price && (
          <p className="text-sm font-semibold text-ink">
            <span className="sr-only">Price: </span>
            {price}
          </p>
        )}
        {event.location && (
          <p className="flex items-start gap-1.5 text-sm text-muted">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-accent-orange" aria-hidden="true" /> {event.location}
          </p>
        )}
        {event.neighbourhoodName && <p className="text-xs font-medium text-muted">{placeLabel(event)}</p>}
        <p className="line-clamp-2 text-sm text-muted">{event.description}</p>
        <CommentCount count={event.commentCount} className="block text-xs text-muted" />
      </div>
    </article>
  );
});
