/** Community Resources: emergency help first, then the rest by name. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resources } from '../../db/schema';
import type { Resource } from '../../../shared/directory';
import { publicNow } from '../../platform/visibility';

/** The card's one "contact info" line, from the phone, e-mail and hours the directory stores. */
const contactLine = (r: { phone: string | null; email: string | null; hours: string | null }) =>
  [r.phone, r.email, r.hours].filter(Boolean).join(' · ') || null;

export async function listResources(
  db: Db,
  q: { city?: string; limit: number; offset: number },
  now: Date = new Date(),
): Promise<Resource[]> {
  const r = resources;
  const rows = await db
    .select()
    .from(r)
    .where(and(publicNow(r.status, r.publishDate, now), q.city ? eq(r.city, q.city) : undefined))
    .orderBy(desc(r.isEmergency), asc(r.name), asc(r.id))
    .limit(q.limit)
    .offset(q.offset);
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    category: row.category,
    description: row.description,
    contactInfo: contactLine(row),
    location: row.address,
    website: row.website,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    services: row.services,
    imageUrl: row.imageUrl,
    isEmergency: row.isEmergency,
    city: row.city,
  }));
}
