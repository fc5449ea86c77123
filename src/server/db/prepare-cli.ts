/**
 * Creates, migrates and (with SEED_DEMO) seeds a new embedded database, then exits. The server runs
 * this in a child process on its first start: creating a PGlite database and seeding it take about
 * twice the memory of serving from it, and WebAssembly memory is only given back when the process
 * ends, so the server itself then opens a finished database at its everyday size.
 */
import { ConfigError, loadConfig, withEnvFile } from '../config';
import { openDatabase } from './client';
import { DataDirLockedError } from './lock';
import { seedDemoIfEmpty } from './seed';

async function run() {
  const config = loadConfig(withEnvFile(), []);
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    await database.migrate(async () => {
      if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db)))
        console.log('demo content seeded for all five cities');
    });
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
