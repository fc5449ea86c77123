import { protocol, type PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Statements the database parses and plans once per connection, then only binds and runs, on PGlite
 * as on PostgreSQL.
 *
 * On PostgreSQL, drizzle's `prepare(name)` already does this (node-postgres keeps named statements
 * per connection). PGlite's `query` keeps none: every call parses, describes and plans the text again,
 * in six protocol exchanges. For a read that repeats on every uncached page, this sends the text
 * once per PGlite instance (Parse under `name`) and after that one Bind, Execute and Sync
 * (docs/decisions/037). It takes PGlite's two locks, as `query` does, so it never runs inside
 * another caller's open transaction.
 */

/** The embedded client behind a top-level `Db` (not a transaction's). */
const embedded = new WeakMap<Db, PGlite>();
export const registerEmbedded = (db: Db, client: PGlite) => embedded.set(db, client);

interface Buildable<Row> {
  toSQL(): Query;
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
}

/** A value as PostgreSQL's text format writes it. */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/** Names parsed on each PGlite instance (a new instance, as after a restart, starts with none). */
const parsedOn = new WeakMap<PGlite, Set<string>>();

/**
 * A read to run with placeholder values. `columns` names the selected fields in their order (the
 * selection's keys): rows come back as objects keyed by them, with every value as its text (or
 * null), as a `sql<string>` field reads.
 */
export function preparedRead<Row extends Record<string, string | null>>(
  db: Db,
  name: string,
  query: Buildable<Row>,
  columns: readonly (keyof Row & string)[],
): (values: Record<string, unknown>) => Promise<Row[]> {
  const client = embedded.get(db);
  if (!client) {
    const prepared = query.prepare(name);
    return (values) => prepared.execute(values);
  }
  const { sql: text, params } = query.toSQL();
  const { serialize } = protocol;
  return (values) =>
    client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        let parsed = parsedOn.get(client);
        if (!parsed) parsedOn.set(client, (parsed = new Set()));
        if (!parsed.has(name)) {
          // On its own, so a value the Bind below refuses cannot leave the name parsed but unnoted.
          await client.execProtocol(Buffer.concat([serialize.parse({ name, text }), serialize.sync()]));
          parsed.add(name);
        }
        const { messages } = await client.execProtocol(
          Buffer.concat([
            serialize.bind({ statement: name, values: fillPlaceholders(params, values).map(asText) }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        const rows: Row[] = [];
        for (const message of messages) {
          if (message.name !== 'dataRow') continue;
          const { fields } = message as unknown as { fields: (string | null)[] };
          const row: Record<string, string | null> = {};
          columns.forEach((column, i) => (row[column] = fields[i] ?? null));
          rows.push(row as Row);
        }
        return rows;
      }),
    );
}
