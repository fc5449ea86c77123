/** Column helpers every schema file shares, so conventions are written once. */
import { sql } from 'drizzle-orm';
import { jsonb, numeric, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Generated unique text id, as the spec asks for every table. */
export const id = () =>
  text()
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
export const timestamptz = () => timestamp({ withTimezone: true });
export const createdAt = () => timestamptz().notNull().defaultNow();
/** Also refreshed by drizzle on every update made through the ORM. */
export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** No enum constraint: the artist directory also offers cities outside the five. */
export const city = () => varchar({ length: 40 }).notNull().default('rochester');
/** A neighbourhood of the row's city (its slug, shared/neighbourhoods.ts); null when not given. */
export const neighbourhood = () => varchar({ length: 60 });
export const status = (initial: string) => varchar({ length: 20 }).notNull().default(initial);
export const money = () => numeric({ precision: 10, scale: 2 });
export const name = () => varchar({ length: 200 });
export const email = () => varchar({ length: 254 });
export const phone = () => varchar({ length: 40 });
export const url = () => text();
/** A JSON list of strings, empty by default, so readers never meet null. */
export const stringList = () => jsonb().$type<string[]>().notNull().default([]);
/** The account behind a row; kept when the account is deleted, as the content may outlive it. */
