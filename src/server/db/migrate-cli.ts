/** npm run db:migrate: applies pending migrations to the configured database, then exits. */
import { ConfigError, loadConfig, withEnvFile } from '../config';
import { openDatabase } from './client';
import { DataDirLockedError } from './lock';

async function run() {
  const config = loadConfig(withEnvFile(), []);
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
