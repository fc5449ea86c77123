/**
 * Where pictures are used: every column of the content that can hold a picture's address, listed once.
 * "Where used" is read from these columns each time (never a stored counter), and a replacement
 * rewrites the same columns.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export interface ReferenceSource {
  table: string;
  /** The column whose value opens the item (a gallery item opens its artist). */
  idColumn: string;
  titleColumn: string;
  /** How the library names the holder ("Article"). */
  label: string;
  /** The staff page that changes it; `{id}` is the item's id. */
  href: string;
  /** Plain text columns (an address, or HTML holding addresses). */
  text: string[];
  /** JSON columns (lists of addresses, the editor's document). */
  json: string[];
}

const content = (table: string, kind: string, label: string, titleColumn = 'title') => ({
  table,
  idColumn: 'id',
  titleColumn,
  label,
  href: `/admin/content/${kind}/{id}`,
});

export const REFERENCE_SOURCES: ReferenceSource[] = [
  { ...content('articles', 'articles', 'Article'), text: ['image_url', 'content_html'], json: ['doc'] },
  { ...content('businesses', 'businesses', 'Business', 'name'), text: ['image_url'], json: [] },
  { ...content('events', 'events', 'Event'), text: ['image_url'], json: [] },
  { ...content('deals', 'deals', 'Deal'), text: ['image_url'], json: [] },
  { ...content('resources', 'resources', 'Resource', 'name'), text: ['image_url'], json: [] },
  { ...content('fashion_items', 'fashion', 'Fashion item'), text: ['image_url'], json: ['additional_images'] },
  { ...content('sports_stories', 'sports', 'Sports story'), text: ['image_url'], json: [] },
  { ...content('spotlights', 'spotlights', 'Spotlight'), text: ['image_url'], json: ['additional_images'] },
  { ...content('artists', 'artists', 'Artist', 'name'), text: ['image_url'], json: ['portfolio_images'] },
  {
    ...content('artist_gallery_items', 'artists', 'Artist gallery'),
    idColumn: 'artist_id',
    text: ['image_url'],
    json: [],
  },
  { ...content('music', 'artists', 'Music track'), idColumn: 'artist_id', text: ['image_url'], json: [] },
  { ...content('ad_campaigns', 'ads', 'Ad campaign'), href: '/admin/ads', text: ['image_url'], json: [] },
  { ...content('photo_submissions', 'photos', 'Reader photo'), href: '/admin/review', text: ['image_url'], json: [] },
  {
    ...content('submissions', 'submissions', 'Reader submission'),
    href: '/admin/review',
    text: ['image_url'],
    json: [],
  },
  { ...content('social_posts', 'social', 'Social post'), href: '/admin', text: ['image_url'], json: [] },
  {
    ...content('newsletter_editions', 'newsletter', 'Newsletter'),
    href: '/admin/newsletter',
    text: ['content'],
    json: [],
  },
];

/**
 * What marks a picture in any column: an upload's address (its web sizes share the prefix) or a demo
 * drawing's address up to the dot (its PNG and share sizes share that too).
 */
const REF_PATTERN = String.raw`/uploads/[a-f0-9]{32}|/media/demo/[a-z-]+/[a-z0-9-]+\.`;

/** The mark a media row answers to: its upload prefix, or its demo drawing's address without "svg". */
export const refKeyOf = (row: { url: string; storageKey: string | null }) =>
  row.storageKey ? `/uploads/${row.storageKey}` : row.url.replace(/svg$/, '');
/** The same in SQL, for the `media` table aliased as `m`. */
export const REF_KEY_SQL = sql.raw(`coalesce('/uploads/' || m.storage_key, regexp_replace(m.url, 'svg$', ''))`);

const ident = (name: string) => `"${name}"`;

/** (label, href, title, ref) for every mark found in every source: the library's one reading of "used". */
export function referencesSql(): SQL {
  const parts = REFERENCE_SOURCES.map((s) => {
    const columns = [...s.text.map(ident), ...s.json.map((c) => `${ident(c)}::text`)];
    const hay = columns.length === 1 ? columns[0] : `concat_ws(' ', ${columns.join(', ')})`;
    const href = s.href.includes('{id}') ? `replace('${s.href}', '{id}', ${ident(s.idColumn)}::text)` : `'${s.href}'`;
    return (
      `select distinct '${s.label}' as label, ${href} as href, coalesce(${ident(s.titleColumn)}, '') as title, ` +
      `k[1] as ref from ${ident(s.table)} ` +
      `cross join lateral regexp_matches(${hay}, '(${REF_PATTERN})', 'g') as k ` +
      `where ${hay} like '%/%'`
    );
  });
  return sql.raw(parts.join('\nunion\n'));
}

/**
 * Rewrites every use of one picture to another address, inside the caller's transaction: an upload's
 * prefix moves its web sizes too; a demo drawing's whole address is replaced.
 */
export async function rewriteReferences(tx: Db, from: string, to: string): Promise<void> {
  for (const s of REFERENCE_SOURCES) {
    for (const c of s.text) {
      await tx.execute(
        sql`update ${sql.raw(ident(s.table))} set ${sql.raw(ident(c))} = replace(${sql.raw(ident(c))}, ${from}, ${to})
            where position(${from} in ${sql.raw(ident(c))}) > 0`,
      );
    }
    for (const c of s.json) {
      await tx.execute(
        sql`update ${sql.raw(ident(s.table))}
            set ${sql.raw(ident(c))} = replace(${sql.raw(ident(c))}::text, ${from}, ${to})::jsonb
            where position(${from} in ${sql.raw(ident(c))}::text) > 0`,
      );
    }
  }
  // Saved revisions hold the same addresses: restoring one must not bring back the old picture.
  await tx.execute(
    sql`update article_revisions set snapshot = replace(snapshot::text, ${from}, ${to})::jsonb
        where position(${from} in snapshot::text) > 0`,
  );
}
