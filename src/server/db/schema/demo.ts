import { pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The rows the demo seed wrote, by table and id, written in the seed's own transaction, so
 * "Remove all demo content" deletes exactly those and nothing staff or readers made (decision 052).
 */
export const demoContent = pgTable(
  'demo_content',
  {
    tableName: varchar({ length: 60 }).notNull(),
    rowId: text().notNull(),
    seededAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);
