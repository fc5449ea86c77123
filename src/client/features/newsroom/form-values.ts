import { z } from 'zod';
import { CONTENT_FIELDS, type AdminContentItem, type ContentKind } from '../../../shared/newsroom';
import { apiErrorOf } from '../../lib/api';

/** The names of a kind's body fields, straight from the shared schema. */
export const fieldNames = (kind: ContentKind) => Object.keys(CONTENT_FIELDS[kind].shape);

function emptyValue(schema: z.ZodType): unknown {
  const def = schema.def as { type?: string; innerType?: z.ZodType; out?: z.ZodType };
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
    return emptyValue(def.innerType as z.ZodType);
  if (def.type === 'pipe') return emptyValue(def.out as z.ZodType);
  if (def.type === 'array') return [];
  if (def.type === 'boolean') return false;
  return null;
}

/**
 * The form's starting values: the stored item's fields, or empty ones for a new item (lists empty,
 * flags off, everything else null so an optional field stays unset).
 */
export function formDefaults(
  kind: ContentKind,
  item: AdminContentItem | undefined,
  city: string,
): Record<string, unknown> {
  const shape = CONTENT_FIELDS[kind].shape as Record<string, z.ZodType>;
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const stored = item?.[name];
    values[name] = stored === undefined || stored === null ? emptyValue(schema) : stored;
  }
  if (!item) {
    values.status = 'draft';
    values.city = city;
  }
  return values;
}

/** Field errors of a 400 answer, by field path, for react-hook-form's setError. */
export function serverFieldErrors(error: unknown): { path: string; message: string }[] {
  const parsed = apiErrorOf(error);
  if (parsed?.status !== 400) return [];
  return (parsed.body?.errors ?? []).filter((e) => typeof e.path === 'string' && typeof e.message === 'string');
}

/** What is sent: an empty publish date is left out, so the server keeps or stamps its own. */
export function payloadOf(values: Record<string, unknown>): Record<string, unknown> {
  const { publishDate, ...rest } = values;
  return publishDate ? { ...rest, publishDate } : rest;
}
