/**
 * Bulk actions on many items of one kind: each item goes through the same save or delete as the
 * single action (publish rules, audit entry, revision) in a transaction of its own, and the answer
 * says item by item what was done and why not, so nothing is half-applied without a word.
 */
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { User } from '../../../db/schema';
import { contentUpdateSchemas, type ContentKind } from '../../../../shared/newsroom/content';
import {
  bulkSummary,
  type BulkItemResult,
  type BulkRequest,
  type BulkResponse,
} from '../../../../shared/newsroom/desk-list';
import { AppError } from '../../../platform/app-error';
import { KINDS, type KindSpec } from './kinds';
import { deleteContent, findRow, updateContent, type SaveResult } from './service';

type Row = Record<string, unknown>;

/** The body key of a kind's category column (artists: medium, sports: sport, spotlights: type). */
export function categoryKey(spec: KindSpec): string | null {
  if (!spec.category) return null;
  const entry = Object.entries(getTableColumns(spec.table)).find(([, column]) => column === spec.category);
  return entry?.[0] ?? null;
}

/** The change one action asks of one stored item, checked by the kind's own update schema. */
function changeFor(spec: KindSpec, request: BulkRequest, existing: Row, now: Date): Row {
  let body: Row;
  if (request.action === 'publish') {
    body = { status: 'published' };
    // As the single "Publish": a future date is dropped so the item goes live at once.
    const date = existing[spec.publishKey];
    if (date instanceof Date && date > now) body.publishDate = now.toISOString();
  } else if (request.action === 'unpublish') {
    body = { status: 'unpublished' };
  } else {
    body = { [categoryKey(spec) ?? 'category']: request.category };
  }
  const parsed = contentUpdateSchemas[spec.kind].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION_ERROR', 400, issue?.message ?? 'This change is not allowed.');
  }
  return parsed.data as Row;
}

const reason = (error: unknown): string => {
  if (error instanceof AppError) return error.errors?.[0]?.message ?? error.message;
  throw error;
};

export interface BulkOutcome {
  response: BulkResponse;
  saved: SaveResult[];
}

export async function applyBulk(
  db: Db,
  kind: ContentKind,
  request: BulkRequest,
  user: User,
  now: Date,
  /** Runs in each item's transaction after its save (a contributor's piece going public earns its payment). */
  afterSave: (tx: Db, saved: SaveResult) => Promise<unknown> = async () => undefined,
): Promise<BulkOutcome> {
  const spec = KINDS[kind];
  if (request.action === 'categorise' && !spec.category) {
    throw new AppError('VALIDATION_ERROR', 400, 'This kind has no categories.', [
      { path: 'action', message: 'This kind has no categories.' },
    ]);
  }
  const results: BulkItemResult[] = [];
  const saved: SaveResult[] = [];
  for (const id of new Set(request.ids)) {
    let title = '';
    try {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const existing = await findRow(t, kind, id);
        title = String(existing[spec.titleKey] ?? '') || 'Untitled';
        if (request.action === 'delete') {
          await deleteContent(t, kind, id, user, now);
        } else {
          const result = await updateContent(t, kind, id, changeFor(spec, request, existing, now), user, now);
          await afterSave(t, result);
          saved.push(result);
        }
      });
      results.push({ id, title, ok: true });
    } catch (error) {
      results.push({ id, title, ok: false, message: reason(error) });
    }
  }
  const response: BulkResponse = {
    action: request.action,
    done: results.filter((r) => r.ok).length,
    results,
    summary: bulkSummary(request.action, results),
  };
  return { response, saved };
}
