// npm run db:seed: replaces the demo content. In embedded mode, stop the server first (the lock says so).
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './index';

const config = loadConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }).catch(
  (err: Error) => {
    console.error(err.message);
    process.exit(1);
  },
);
try {
  await database.migrate();
  await seedDemo(database.db, { reset: true });
  console.log(`Demo content written for rochester, charlotte, atlanta, nyc and buffalo (${database.kind}).`);
} catch (err) {
  console.error('Seeding failed; nothing was changed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
