/**
 * Full-text search columns: a weighted tsvector the database computes from the row itself (a
 * generated column, so it is never out of date and nobody writes it), indexed with GIN.
 * Weight A is the name or title, B what it is (category, team, brand), C the text, D the rest.
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** The text search configuration every search vector and query uses (English stemming). */
export const SEARCH_CONFIG = 'english';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

type Weight = 'A' | 'B' | 'C' | 'D';

/** `search_vector tsvector GENERATED ALWAYS AS (...) STORED` over snake_case columns, by weight. */
export function searchVector(columns: Partial<Record<Weight, string[]>>) {
  const parts = (Object.entries(columns) as [Weight, string[]][]).map(([weight, names]) => {
    const text = names.map((n) => `coalesce("${n}", '')`).join(` || ' ' || `);
    return `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, ${text}), '${weight}')`;
  });
  return tsvector('search_vector').generatedAlwaysAs((): SQL => sql.raw(parts.join(' || ')));
}
