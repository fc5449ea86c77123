/**
 * Every table of the site (spec 001 section 3, plus what a real site needs). Column names are
 * snake_case in the database (drizzle `casing`), camelCase in TypeScript, matching the spec's field names.
 * Money is numeric(10,2) and comes back as a string ("12.50") so no cent is lost to floating point.
 * Moderated content carries a `status`; only the public value of each table is ever listed to visitors.
 */
export * from './schema/accounts';
export * from './schema/magazine';
export * from './schema/directory';
export * from './schema/artists';
export * from './schema/community';
export * from './schema/contributors';
export * from './schema/outreach';
export * from './schema/social';
export * from './schema/newsroom';
export * from './schema/mail';
export * from './schema/demo';
export * from './schema/media';
export * from './schema/site';
export * from './schema/saved';
export * from './schema/comments';
