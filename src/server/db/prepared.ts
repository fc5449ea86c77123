import { protocol, type PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';

/**
 * Statements the database parses and plans once per connection, then only binds and runs, on PGlite
 * as on PostgreSQL. The one module that speaks PGlite's wire protocol itself (its `execProtocol`,
 * `runExclusive` and `_runExclusiveTransaction`, the last not part of its documented API): nothing
 * else in the server may. `prepared.test.ts` pins the PGlite version this was checked against.
 *
 * On PostgreSQL, node-postgres keeps named statements per connection; the read goes to the pool
 * itself with each row as an array of texts, since drizzle's mapping of the rows (an `is` check per
 * field) cost more than reading them (docs/decisions/056). PGlite's `query` keeps none: every call
 * parses, describes and plans the text again, in six protocol exchanges. For a read that repeats on
 * every uncached page, this sends the text once per PGlite instance (Parse under `name`) and after
 * that one Bind, Execute and Sync (docs/decisions/056). It takes PGlite's two locks, as `query`
 * does, so it never runs inside another caller's open transaction.
 */

/**
 * The PGlite version whose protocol calls this module was checked against. A new version may change
 * the private `_runExclusiveTransaction` or the messages `execProtocol` answers: the test fails until
 * `prepared.test.ts` has run against it and this is raised.
 */
export const PGLITE_CHECKED_VERSION = '0.5.16';

/** The client behind a top-level `Db` (not a transaction's): the embedded database, or the pool. */
const clients = new WeakMap<Db, { embedded: PGlite } | { pool: pg.Pool }>();
export const registerEmbedded = (db: Db, client: PGlite) => clients.set(db, { embedded: client });
export const registerPool = (db: Db, pool: pg.Pool) => clients.set(db, { pool });

interface Buildable {
  toSQL(): Query;
}

/** A value as PostgreSQL's text format writes it. */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/** node-postgres's type parsers replaced by none: every value stays the text the server sent. */
const asTexts = { getTypeParser: () => (text: string) => text } as unknown as pg.CustomTypesConfig;

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
  query: Buildable,
  columns: readonly (keyof Row & string)[],
): (values: Record<string, unknown>) => Promise<Row[]> {
  const registered = clients.get(db);
  // Only the databases client.ts opens are registered: a transaction's `Db` holds one connection of
  // its own, which a kept statement must not outlive.
  if (!registered) throw new Error(`preparedRead(${name}): not a database opened by db/client.ts (a transaction's?)`);
  const { sql: text, params } = query.toSQL();
  const keyed = (fields: readonly (string | null)[]) => {
    const row: Record<string, string | null> = {};
    columns.forEach((column, i) => (row[column] = fields[i] ?? null));
    return row as Row;
  };
  if ('pool' in registered) {
    const { pool } = registered;
    return async (values) => {
      const result = await pool.query<(string | null)[]>({
        name,
        text,
        values: fillPlaceholders(params, values).map(asText),
        rowMode: 'array',
        types: asTexts,
      });
      return result.rows.map(keyed);
    };
  }
  const client = registered.embedded;
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
          rows.push(keyed((message as unknown as { fields: (string | null)[] }).fields));
        }
        return rows;
      }),
    );
}

/** Reads made so far, per database and name. */
const kept = new WeakMap<Db, Map<string, (values: Record<string, unknown>) => Promise<unknown[]>>>();

/**
 * `preparedRead` made once per database and name: `build` runs only the first time (building and
 * rendering a query costs more than running a kept statement).
 */
export function keptRead<Row extends Record<string, string | null>>(
  db: Db,
  name: string,
  build: () => Buildable,
  columns: readonly (keyof Row & string)[],
): (values: Record<string, unknown>) => Promise<Row[]> {
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  let read = byName.get(name);
  if (!read) byName.set(name, (read = preparedRead(db, name, build(), columns)));
  return read as (values: Record<string, unknown>) => Promise<Row[]>;
}
