/** What the bench measures, for how long (BENCH_SECONDS), and the PostgreSQL server it uses (BENCH_DATABASE_URL). */
export const ARTICLES = 100_000;
const CATEGORIES = ['News', 'Community', 'Food & Dining', 'Youth'];
export const PER_CATEGORY = ARTICLES / CATEGORIES.length;
export const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS) || 10, 1), 60);
/** The length of one turn when a figure and the health check are measured in turns. */
export const SLICE = 2.5;
export const LIST = '/api/articles?city=rochester&category=Community&limit=50';
export const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
