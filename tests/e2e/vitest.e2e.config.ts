import { defineConfig } from 'vitest/config';

// Browser specs against a running server (scripts/e2e.mjs starts it and passes E2E_BASE_URL).
// One file at a time: the specs share one server, and two Chromiums on two cores fight for them.
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
    // expect.poll is how specs wait for what a user waits for; pages can take a few seconds here.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
