import { Link, useParams } from 'wouter';
import { ArrowLeft, CalendarPlus, Clock, MapPin, Ticket } from 'lucide-react';
import { formatEventPrice } from '../../../shared/event-choices';
import { placeLabel } from '../../components/cards/ArticleCard';
import { CoverImage } from '../../components/cards/CoverImage';
import { DetailError, DetailNotFound, DetailSkeleton, detailTitle } from '../../components/cards/DetailStates';
import { ShareLinks } from '../../components/cards/ShareLinks';
import { SaveButton } from '../../components/saved/SaveButton';
import { buttonClasses } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/use-page-title';
import { DateTime } from '../../components/ui/DateTime';
import { usePageUrl, useKeepsServerText } from '../../lib/ssr';
import { calendarUrl, useEvent } from '../../lib/queries/events';
import { eventDay, eventTime, type TimedEvent } from './event-times';
import { Comments } from '../../components/comments/Comments';
import { useRecordView } from '../../lib/queries/recommendations';

/**
 * The event's time ("7:00 PM – 9:30 PM"). Its clock is written with Intl in the cities' time zone, so
 * while React adopts the server's page the server's text stays (decision 033).
 */
export function EventTime({ event }: { event: TimedEvent }) {
  const kept = useKeepsServerText(`${event.startsAt ?? ''} ${event.endsAt ?? ''} ${event.time}`);
  return <span suppressHydrationWarning>{kept ? '' : eventTime(event)}</span>;
}

export default function EventDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: event, isPending, isError, refetch } = useEvent(id);
  useRecordView('event', event?.id);
  usePageTitle(detailTitle({ name: event?.title, isPending, isError, notFound: 'Event Not Found' }));
  const pageUrl = usePageUrl();

  if (isError) return <DetailError onRetry={() => void refetch()} />;
  if (isPending) return <DetailSkeleton label="Loading the event" />;
  if (!event) {
    return (
      <DetailNotFound title="Event Not Found" back={{ href: '/events', label: 'See Community Events' }}>
        We couldn't find this event. It may have ended or been cancelled.
      </DetailNotFound>
    );
  }

  const timed = event as typeof event & TimedEvent;
  const facts = [
    { icon: CalendarPlus, label: 'Date', value: <DateTime value={eventDay(timed)} /> },
    { icon: Clock, label: 'Time', value: <EventTime event={timed} /> },
    {
      icon: MapPin,
      label: 'Location',
      value: `${event.location}${event.location ? ', ' : ''}${placeLabel(event)}`,
    },
  ];
  const price = formatEventPrice(event.priceCents);
  if (price) facts.push({ icon: Ticket, label: 'Price', value: price });
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <Link href="/events" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Community Events
      </Link>
      <h1 className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{event.title}</h1>
      <dl
        className={`grid gap-4 rounded-lg border border-rule bg-white p-5 ${facts.length > 3 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}
      >
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="relative pl-8">
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
              <Icon className="absolute top-0.5 left-0 h-5 w-5 text-accent-orange" aria-hidden="true" />
              {label}
            </dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-start gap-3">
        <a href={calendarUrl(event.id)} download className={buttonClasses('primary', 'lg')}>
          <CalendarPlus className="h-5 w-5" aria-hidden="true" /> Add to calendar
        </a>
        <SaveButton kind="events" id={event.id} title={event.title} />
      </div>
      {event.imageUrl && <CoverImage src={event.imageUrl} alt={event.title} ratio="video" className="rounded-lg" />}
      <div className="max-w-[68ch] space-y-4 text-lg leading-relaxed">
        {event.description.split(/\n\s*\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <div className="border-t border-rule pt-6">
        <ShareLinks title={event.title} url={pageUrl} />
      </div>
      <Comments kind="event" storyId={event.id} title={event.title} />
    </article>
  );
}
