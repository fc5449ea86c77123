/**
 * An article list's page as the server answers it: the summaries' keys the list statement read, each
 * summary's JSON from memory or the database, joined into the answer's bytes (docs/decisions/056).
 */
import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptRead } from '../../db/prepared';
import { articles } from '../../db/schema';
import type { ListPage } from '../../platform/lists/define';
import { SummaryBytes } from './summary-bytes';

/** A statement's named placeholder. */
export const param = (name: string) => sql.placeholder(name);

/** The columns the trigger of migrations 0009 and 0010 writes on every save (drizzle does not declare them). */
export const summaryJson = sql<string>`${articles}."summary_json"`;
export const summaryTag = sql<string>`${articles}."summary_tag"`;

/** A summary's key: its tag, then the article's id. */
const TAG_LENGTH = 32;
const idOf = (key: string) => key.slice(TAG_LENGTH);

/**
 * Summaries by key, read from the table: their keys now (an edit since the page was read gives a
 * newer one) and their bytes, by id. A story deleted since is not among them.
 */
async function readSummaries(db: Db, ids: readonly string[]): Promise<Map<string, { key: string; json: string }>> {
  const read = keptRead<{ id: string; key: string; json: string }>(
    db,
    'articles_summaries_by_id',
    () =>
      db
        .select({ id: articles.id, key: sql<string>`${summaryTag} || ${articles.id}`, json: summaryJson })
        .from(articles)
        .where(sql`${articles.id} = any(string_to_array(${param('ids')}, E'\\n'))`),
    ['id', 'key', 'json'],
  );
  const rows = await read({ ids: ids.join('\n') });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Summaries' bytes per database: 32 MB a generation, so at most 64 MB, some 75,000 summaries of
 * 500 bytes (a city's category of 25,000 stories is held whole).
 */
const held = new WeakMap<Db, SummaryBytes>();
const SUMMARY_GENERATION_BYTES = 32 * 1024 * 1024;
function summaryBytes(db: Db): SummaryBytes {
  let bytes = held.get(db);
  if (!bytes) held.set(db, (bytes = new SummaryBytes(SUMMARY_GENERATION_BYTES)));
  return bytes;
}

/** A page's ETag is a hash of its summaries' keys, each of which names its bytes. */
export interface ArticlePage extends ListPage {
  hasMore: boolean;
}

/** Open and close bracket, comma. */
const OPEN = 0x5b;
const CLOSE = 0x5d;
const COMMA = 0x2c;

/** The summaries as one JSON array. */
function joined(summaries: readonly Buffer[]): Buffer {
  let length = 1 + summaries.length;
  for (const summary of summaries) length += summary.length;
  const body = Buffer.allocUnsafe(Math.max(length, 2));
  body[0] = OPEN;
  let at = 1;
  summaries.forEach((summary, i) => {
    if (i > 0) body[at++] = COMMA;
    at += summary.copy(body, at);
  });
  body[at] = CLOSE;
  return body;
}

/**
 * The page of the keys a list statement read: the first `limit` summaries, from memory, and those not held there (not seen since the server started, or edited since) read by
 * id in one query and kept. A key read past `limit` means more follow; the next page starts after the
 * last one kept.
 */
export async function pageOf(db: Db, keys: string | null, limit: number): Promise<ArticlePage> {
  const all = keys === null ? [] : keys.split('\n');
  const wanted = all.length > limit ? all.slice(0, limit) : all;
  const hasMore = all.length > limit;
  const bytes = summaryBytes(db);
  const found = wanted.map((key) => bytes.get(key));
  const missing = wanted.filter((_, i) => !found[i]).map(idOf);
  let used = wanted;
  if (missing.length > 0) {
    const read = await readSummaries(db, missing);
    used = [];
    wanted.forEach((key, i) => {
      if (found[i]) return used.push(key);
      const row = read.get(idOf(key));
      if (!row) return;
      // Its own memory, not a slice of Node's shared 8 KB pool: one summary kept would keep its
      // whole slab, and those dropped around it, alive.
      const summary = Buffer.allocUnsafeSlow(Buffer.byteLength(row.json));
      summary.write(row.json);
      bytes.set(row.key, summary);
      found[i] = summary;
      used.push(row.key);
    });
  }
  const summaries = found.filter((summary): summary is Buffer => !!summary);
  return {
    body: joined(summaries),
    // The keys name the summaries' exact bytes, and the body is nothing but them in order.
    etag: `"${hash('sha1', used.join('\n'), 'base64url')}"`,
    count: summaries.length,
    hasMore,
    // After the last story sent: one deleted since the page was read could not start the next page.
    ...(hasMore ? { nextCursor: idOf(used.at(-1) ?? wanted.at(-1)!) } : {}),
  };
}
