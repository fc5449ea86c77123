/**
 * An event as readers get it (MagazineEvent): the columns every public answer and calendar file
 * reads, and the row turned into the answer. The events lists and the saved-events calendar both use
 * them, so a new public field reaches both.
 */
import { events } from '../../db/schema';
import { neighbourhoodName } from '../../../shared/neighbourhoods';

export const publicEventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  date: events.date,
  time: events.time,
  location: events.location,
  imageUrl: events.imageUrl,
  city: events.city,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  priceCents: events.priceCents,
  category: events.category,
  neighbourhood: events.neighbourhood,
  commentCount: events.commentCount,
};

export const toPublicEvent = <
  T extends { startsAt: Date | null; endsAt: Date | null; city: string; neighbourhood: string | null },
>(
  row: T,
) => ({
  ...row,
  neighbourhoodName: neighbourhoodName(row.city, row.neighbourhood),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
});
