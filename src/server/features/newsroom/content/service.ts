/** The staff content engine: read, create, update and delete any kind, with audit and revisions. */
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type User } from '../../../db/schema';
import type { AdminContentItem, ContentKind } from '../../../../shared/newsroom/content';
import { type EditorDoc } from '../../../../shared/newsroom/articles';
import { asksToSchedule, coverProblem, scheduleProblem } from '../../../../shared/newsroom/publish-rules';
import { AppError } from '../../../platform/app-error';
import { DEFAULT_CITY } from '../../../../shared/cities';
import { isNeighbourhoodOf, neighbourhoodMessage } from '../../../../shared/neighbourhoods';
import { recordAudit } from '../../../platform/audit';
import { displayName } from '../../../platform/guards';
import { isPublicRow, SCHEDULED_STATUS } from '../../../platform/visibility';
import { INSTANT_KEYS, KINDS, type KindSpec, type SaveContext } from './kinds';
import { forgetItems } from './item-references';
import { saveRevision, serialize } from './revision-store';
import { asSlugTaken, checkStorySeo, recordSlugChange } from './story-seo';

/** What a save knows besides the body: the site's own address (a canonical address may not name it). */
export interface SaveOptions {
  site?: string;
}

type Row = Record<string, unknown>;

export const notFound = () => new AppError('NOT_FOUND', 404, 'This item does not exist (it may have been deleted).');
const invalid = (errors: { path: string; message: string }[]) =>
  new AppError('VALIDATION_ERROR', 400, errors[0]?.message ?? 'Please check the form.', errors);

export function toItem(spec: KindSpec, row: Row, now: Date): AdminContentItem {
  const publishDate = (row[spec.publishKey] as Date | null | undefined) ?? null;
  const status = String(row.status ?? '');
  return {
    ...serialize(row),
    id: String(row.id),
    kind: spec.kind,
    status,
    publishDate: publishDate ? publishDate.toISOString() : null,
    city: String(row.city ?? ''),
    title: String(row[spec.titleKey] ?? ''),
    isPublic:
      isPublicRow({ status, publishDate }, now, spec.publicStatuses) &&
      (spec.kind !== 'spotlights' || row.isActive !== false),
  };
}

export async function findRow(db: Db, kind: ContentKind, id: string): Promise<Row> {
  const spec = KINDS[kind];
  const [row] = (await db.select().from(spec.table).where(eq(spec.id, id)).limit(1)) as Row[];
  if (!row) throw notFound();
  return row;
}

export async function getContent(db: Db, kind: ContentKind, id: string, now: Date) {
  return toItem(KINDS[kind], await findRow(db, kind, id), now);
}

/** Body -> column values: instants become Dates, the article body is rendered, columns only. */
async function toColumnValues(spec: KindSpec, body: Row, ctx: SaveContext): Promise<Row> {
  const columns = getTableColumns(spec.table);
  const input: Row = { ...body };
  for (const key of INSTANT_KEYS) {
    if (typeof input[key] === 'string') input[key] = new Date(input[key] as string);
  }
  if (spec.publishKey !== 'publishDate' && 'publishDate' in input) {
    input[spec.publishKey] = input.publishDate;
    delete input.publishDate;
  }
  const values: Row = { ...(spec.toValues?.(input, ctx) ?? {}) };
  if (spec.kind === 'articles') Object.assign(values, await articleBody(input, ctx.user));
  for (const [key, value] of Object.entries(input)) {
    if (!(key in columns) || value === undefined || key in values) continue;
    const column = columns[key]!;
    // A cleared field of a required column: its default on create, unchanged on edit (e.g. publish date).
    if (value === null && column.notNull) {
      if (column.hasDefault) continue;
      throw new AppError('VALIDATION_FAILED', 400, 'Please fill in the required fields.', [
        { path: key, message: 'This field is required' },
      ]);
    }
    values[key] = value;
  }
  // Never from the client: identities and bookkeeping.
  for (const key of [
    'id',
    'userId',
    'submittedBy',
    'authorId',
    'authorEmail',
    'createdAt',
    'updatedAt',
    'profileViews',
  ]) {
    if (key in body) delete values[key];
  }
  return values;
}

async function articleBody(input: Row, user: User): Promise<Row> {
  const out: Row = {};
  if (input.doc !== undefined || input.html !== undefined) {
    // The editor's schema, the sanitiser and the DOM it parses with (tens of MB) load with the first
    // story saved, not with every start of the server.
    const { renderDoc, renderHtml } = await import('./rich-text');
    const rendered = input.doc !== undefined ? renderDoc(input.doc as EditorDoc) : renderHtml(String(input.html ?? ''));
    out.doc = rendered.doc;
    out.contentHtml = rendered.html;
    out.content = rendered.text;
  }
  if (input.author === null) out.author = displayName(user);
  if (input.excerpt === null) out.excerpt = '';
  if (input.category === null) out.category = '';
  if (input.imageUrl === null) out.imageUrl = '';
  return out;
}

/** The kinds with a neighbourhood, which must be one of the item's city's (as saved, after the change). */
const PLACED_KINDS = new Set<ContentKind>(['articles', 'businesses', 'events']);

/** Where a save leaves the item's publishing, for the shared publish rules. */
const publishing = (spec: KindSpec, row: Row) => ({
  status: row.status,
  publishDate: (row[spec.publishKey] as Date | null | undefined) ?? null,
});

/**
 * Checks of the merged item that a partial PATCH body cannot make on its own; `existing` is the
 * item before the save (null on create). The publish rules are the editor's (shared/newsroom/publish-rules).
 */
function checkMerged(spec: KindSpec, merged: Row, existing: Row | null, now: Date): void {
  const errors: { path: string; message: string }[] = [];
  const status = merged.status as string;
  const going = status === 'published' || status === SCHEDULED_STATUS;
  const next = publishing(spec, merged);
  if (
    status === SCHEDULED_STATUS &&
    (!next.publishDate || asksToSchedule(next, existing && publishing(spec, existing)))
  ) {
    const problem = scheduleProblem(next.publishDate, now);
    if (problem) errors.push({ path: 'publishDate', message: problem });
  }
  if (spec.kind === 'articles') {
    const cover = coverProblem(merged.imageUrl, merged.imageAlt);
    if (cover) errors.push({ path: 'imageAlt', message: cover });
    if (going) {
      if (!merged.imageUrl) errors.push({ path: 'imageUrl', message: 'A published article needs a cover image' });
      if (!String(merged.excerpt ?? '').trim())
        errors.push({ path: 'excerpt', message: 'A published article needs an excerpt' });
      if (!String(merged.category ?? '').trim())
        errors.push({ path: 'category', message: 'A published article needs a category' });
    }
  }
  if (PLACED_KINDS.has(spec.kind) && merged.neighbourhood) {
    const city = String(merged.city ?? DEFAULT_CITY);
    if (!isNeighbourhoodOf(city, String(merged.neighbourhood)))
      errors.push({ path: 'neighbourhood', message: neighbourhoodMessage(city) });
  }
  if (spec.kind === 'events' && merged.startsAt instanceof Date && merged.endsAt instanceof Date) {
    if (merged.endsAt < merged.startsAt)
      errors.push({ path: 'endsAt', message: 'The end must not be before the start' });
  }
  if (errors.length) throw invalid(errors);
}

/** Publishing without a date stamps "now"; the stored status is the staff's word. */
function settlePublishing(spec: KindSpec, values: Row, merged: Row, ctx: SaveContext) {
  if (merged.status === 'published' && !merged[spec.publishKey]) {
    values[spec.publishKey] = ctx.now;
    merged[spec.publishKey] = ctx.now;
  }
}

export interface SaveResult {
  item: AdminContentItem;
  row: Row;
}

export async function createContent(
  db: Db,
  kind: ContentKind,
  body: Row,
  user: User,
  now: Date,
  opts: SaveOptions = {},
): Promise<SaveResult> {
  const spec = KINDS[kind];
  const ctx: SaveContext = { user, now, existing: null };
  const values: Row = { status: 'draft', ...(spec.onCreate?.(ctx) ?? {}), ...(await toColumnValues(spec, body, ctx)) };
  if (kind === 'articles' && !body.doc && body.html === undefined) {
    Object.assign(values, { content: '', doc: { type: 'doc', content: [] }, contentHtml: '' });
  }
  const merged = { ...values };
  settlePublishing(spec, values, merged, ctx);
  checkMerged(spec, merged, null, now);
  if (kind === 'articles') await checkStorySeo(db, null, values, opts.site);
  const [row] = (await db
    .insert(spec.table)
    .values(values as never)
    .returning()
    .catch((err: unknown) => {
      throw asSlugTaken(err);
    })) as Row[];
  if (!row) throw new Error('insert returned nothing');
  const item = toItem(spec, row, now);
  await recordAudit(db, {
    actor: user,
    action: 'content.create',
    entityType: kind,
    entityId: item.id,
    after: item,
    at: now,
  });
  if (kind === 'articles') await saveRevision(db, row, user, now, { force: true });
  return { item, row };
}

export async function updateContent(
  db: Db,
  kind: ContentKind,
  id: string,
  body: Row,
  user: User,
  now: Date,
  opts: SaveOptions = {},
): Promise<SaveResult> {
  const spec = KINDS[kind];
  const existing = await findRow(db, kind, id);
  const ctx: SaveContext = { user, now, existing };
  const values = await toColumnValues(spec, body, ctx);
  const merged = { ...existing, ...values };
  settlePublishing(spec, values, merged, ctx);
  checkMerged(spec, merged, existing, now);
  const before = toItem(spec, existing, now);
  if (Object.keys(values).length === 0) return { item: before, row: existing };
  if (kind === 'articles') await checkStorySeo(db, id, values, opts.site);
  const row = await db
    .transaction(async (tx) => {
      const [written] = (await tx
        .update(spec.table)
        .set(values as never)
        .where(eq(spec.id, id))
        .returning()) as Row[];
      if (written && kind === 'articles') await recordSlugChange(tx, id, existing.slug, written.slug);
      return written;
    })
    .catch((err: unknown) => {
      throw asSlugTaken(err);
    });
  if (!row) throw notFound();
  const item = toItem(spec, row, now);
  await recordAudit(db, {
    actor: user,
    action: 'content.update',
    entityType: kind,
    entityId: id,
    before,
    after: item,
    at: now,
  });
  if (kind === 'articles') await saveRevision(db, row, user, now);
  return { item, row };
}

export async function deleteContent(db: Db, kind: ContentKind, id: string, user: User, now: Date): Promise<void> {
  const spec = KINDS[kind];
  const existing = await findRow(db, kind, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await forgetItems(t, [id]);
    await t.delete(spec.table).where(eq(spec.id, id));
    await recordAudit(t, {
      actor: user,
      action: 'content.delete',
      entityType: kind,
      entityId: id,
      before: toItem(spec, existing, now),
      at: now,
    });
  });
}

// ---- article revisions --------------------------------------------------------------------------
