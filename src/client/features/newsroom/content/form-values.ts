import { z } from 'zod';
import { CONTENT_FIELDS, type AdminContentItem, type ContentKind } from '../../../../shared/newsroom';

/** The names of a kind's body fields, straight from the shared schema. */

/**
 * What an untouched field holds: a list is empty, a flag off, a field that may be null is null,
 * and one that may only be left out is undefined (null would fail its schema).
 */
function emptyValue(schema: z.ZodType, nullable = false): unknown {
  const def = schema.def as { type?: string; innerType?: z.ZodType; out?: z.ZodType };
  switch (def.type) {
    case 'nullable':
      return emptyValue(def.innerType as z.ZodType, true);
    case 'optional':
    case 'default': {
      const inner = emptyValue(def.innerType as z.ZodType, nullable);
      return inner === null && !nullable && !acceptsNull(def.innerType as z.ZodType) ? undefined : inner;
    }
    case 'pipe':
      return emptyValue(def.out as z.ZodType, nullable);
    case 'array':
      return [];
    case 'boolean':
      return false;
    default:
      return null;
  }
}

const acceptsNull = (schema: z.ZodType) => schema.safeParse(null).success;

/** The empty value of one field of a kind (a cleared select, an emptied date). */
export function emptyFieldValue(kind: ContentKind, name: string): unknown {
  const schema = (CONTENT_FIELDS[kind].shape as Record<string, z.ZodType>)[name];
  return schema ? emptyValue(schema) : undefined;
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
    // The article body travels beside the form (the editor's document), never as a form field.
    if (name === 'doc' || name === 'html') continue;
    const stored = item?.[name];
    values[name] = stored === undefined || stored === null ? emptyValue(schema) : stored;
  }
  if (!item) {
    values.status = 'draft';
    values.city = city;
  }
  return values;
}

/** What is sent: an empty publish date is left out, so the server keeps or stamps its own. */
export function payloadOf(values: Record<string, unknown>): Record<string, unknown> {
  const { publishDate, ...rest } = values;
  return publishDate ? { ...rest, publishDate } : rest;
}
