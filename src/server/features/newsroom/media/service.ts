/** The media library's rules: who sees what, alt text, replacing a picture and deleting one nothing uses. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { media, type MediaRow } from '../../../db/schema';
import type { MediaDetail, MediaItem, MediaUsage } from '../../../../shared/media';
import { REF_KEY_SQL, referencesSql, refKeyOf } from './references';

export interface ListOptions {
  q?: string;
  unused?: boolean;
  limit: number;
  offset: number;
  /** Only this account's pictures of this purpose (an advertiser's own ad pictures). */
  ownedBy?: { userId: string; purpose: string };
}

type ListedRow = Record<string, unknown> & { usage_count: number | string; total: number | string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toItem(r: Record<string, unknown>): MediaItem {
  const date = r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at));
  return {
    id: String(r.id),
    url: String(r.url),
    source: r.source === 'demo' ? 'demo' : 'upload',
    purpose: String(r.purpose),
    name: (r.name as string | null) ?? null,
    contentType: (r.content_type as string | null) ?? null,
    bytes: r.bytes === null ? null : Number(r.bytes),
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    variants: (typeof r.variants === 'string' ? JSON.parse(r.variants) : r.variants) as MediaItem['variants'],
    altText: (r.alt_text as string | null) ?? null,
    uploadedBy: (r.uploader as string | null) || null,
    createdAt: date.toISOString(),
    usageCount: Number(r.usage_count ?? 0),
  };
}

/** One page of the library, newest first, each with how many places use it right now. */
export async function listMedia(db: Db, opts: ListOptions): Promise<{ items: MediaItem[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (opts.q) {
    const like = `%${escapeLike(opts.q)}%`;
    where.push(sql`(m.name ilike ${like} or m.alt_text ilike ${like} or m.url ilike ${like})`);
  }
  if (opts.ownedBy) {
    where.push(sql`m.uploaded_by = ${opts.ownedBy.userId} and m.purpose = ${opts.ownedBy.purpose}`);
  }
  if (opts.unused !== undefined) {
    where.push(opts.unused ? sql`coalesce(u.n, 0) = 0` : sql`coalesce(u.n, 0) > 0`);
  }
  const result = await db.execute(sql`
    with refs as (${referencesSql()}),
    used as (select ref, count(*)::int as n from refs group by ref)
    select m.*, coalesce(u.n, 0) as usage_count, count(*) over () as total,
      nullif(trim(concat_ws(' ', usr.first_name, usr.last_name)), '') as uploader
    from media m
    left join used u on u.ref = ${REF_KEY_SQL}
    left join users usr on usr.id = m.uploaded_by
    where ${sql.join(where, sql` and `)}
    order by m.created_at desc, m.id desc
    limit ${opts.limit} offset ${opts.offset}`);
  const rows = (result as unknown as { rows: ListedRow[] }).rows;
  return { items: rows.map(toItem), total: rows.length ? Number(rows[0]!.total) : await countAll(db, opts) };
}

/** The total when the page asked for is past the end (no rows to read it from). */
async function countAll(db: Db, opts: ListOptions): Promise<number> {
  if (opts.offset === 0) return 0;
  const again = await listMedia(db, { ...opts, offset: 0, limit: 1 });
  return again.total;
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/** Every place a picture is used, read from the content now. */
export async function usagesOf(db: Db, row: Pick<MediaRow, 'url' | 'storageKey'>): Promise<MediaUsage[]> {
  const result = await db.execute(sql`
    with refs as (${referencesSql()})
    select distinct label, href, title from refs where ref = ${refKeyOf(row)} order by label, title`);
  return (result as unknown as { rows: MediaUsage[] }).rows.map((r) => ({
    label: r.label,
    title: r.title,
    href: r.href,
  }));
}

export async function mediaDetail(db: Db, id: string): Promise<MediaDetail | null> {
  const listed = await db.execute(sql`
    select m.*, nullif(trim(concat_ws(' ', usr.first_name, usr.last_name)), '') as uploader
    from media m left join users usr on usr.id = m.uploaded_by where m.id = ${id}`);
  const row = (listed as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  const usages = await usagesOf(db, { url: String(row.url), storageKey: (row.storage_key as string | null) ?? null });
  return { ...toItem({ ...row, usage_count: usages.length }), usages };
}

/** "Article “Harbor walk”, Ad campaign “Winter sale”" for the refusal message. */
export function describeUsages(usages: MediaUsage[]): string {
  const shown = usages.slice(0, 5).map((u) => `${u.label} “${u.title}”`);
  const more = usages.length > 5 ? ` and ${usages.length - 5} more` : '';
  return shown.join(', ') + more;
}
