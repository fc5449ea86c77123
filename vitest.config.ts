import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Database and process tests (real files, child processes, the seed): `npm run test:integration`. */
export const INTEGRATION_TESTS = 'src/**/*.integration.test.ts';
/** Server tests that change the process (its working directory) and so get a process of their own. */
const ISOLATED_SERVER_TESTS = ['src/server/platform/static.test.ts'];

const common = { environment: 'node', testTimeout: 20_000, hookTimeout: 60_000, pool: 'forks' } as const;

/**
 * `npm test`: unit, API and component tests. The server's API tests run without per-file isolation:
 * a worker imports the app once and reuses its migrated databases (src/server/test/database.ts)
 * across files, which was most of what a test file used to cost.
 */
export default defineConfig({
  test: {
    // Migrates once per run for every project: a dump for PGlite, a template database for PostgreSQL.
    globalSetup: ['src/server/test/global-setup.ts'],
    // Vitest leaves one core free by default: one worker on a 2-core machine. Two cut the suite there
    // from about 140 to 105 s (much of a test file's time is waiting on the database, not the CPU).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          ...common,
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          exclude: [INTEGRATION_TESTS, ...ISOLATED_SERVER_TESTS],
          isolate: false,
        },
      },
      { test: { ...common, name: 'server-isolated', include: ISOLATED_SERVER_TESTS } },
      {
        plugins: [react()],
        test: {
          ...common,
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
