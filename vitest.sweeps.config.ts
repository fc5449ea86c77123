import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The security sweeps (tests/sweeps): generated input over every route, CSRF and privacy. A project of
 * their own, run by .ci/run on both databases; SWEEP_RUNS sets the inputs per route (CI: 1000). The
 * generated-input sweep is dealt out over several files, run side by side on every core.
 */
export default defineConfig({
  test: {
    include: ['tests/sweeps/**/*.sweep.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30 * 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    // Vitest's default leaves one core free, which on a 2-core machine ran the files one after another.
    maxWorkers: Math.min(5, Math.max(2, os.availableParallelism())),
    // The sweep files share each worker's loaded modules and its pool of migrated databases.
    isolate: false,
  },
});
