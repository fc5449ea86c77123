import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's housekeeping, which PostgreSQL's autovacuum does by itself and PGlite (one
 * process, no background workers) never does: marks the pages written since the last run as
 * all-visible, which the city article lists need to be read from their indexes alone
 * (docs/decisions/037), frees the space of deleted and updated rows, and refreshes the planner's
 * statistics. It holds the database for 0.8-1.5 s at 100,000 articles: main.ts runs it once a day.
 */
export const vacuumEmbedded = (pglite: PGlite) => pglite.exec('VACUUM (ANALYZE)');
