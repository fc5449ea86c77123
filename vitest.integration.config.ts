import { defineConfig } from 'vitest/config';
import { INTEGRATION_TESTS } from './vitest.config';

/** `npm run test:integration`: the embedded database on disk, backups, the lock, the seed, the server process. */
export default defineConfig({
  test: {
    include: [INTEGRATION_TESTS],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts', 'src/server/integration/build-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
