/**
 * npm run backup [-- FILE]   writes a backup of the embedded database and prints its path.
 * npm run restore -- FILE    replaces the embedded database with a backup (server stopped).
 */
import { ConfigError, loadConfig, withEnvFile } from '../config';
import { BackupError, backupDatabase, restoreDatabase } from './backup';

const USAGE = 'Usage: npm run backup [-- FILE]  |  npm run restore -- FILE';

async function run(argv: string[]): Promise<void> {
  const [command, file] = argv;
  const config = loadConfig(withEnvFile(), []);
  const target = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL };
  if (command === 'backup') {
    console.log(await backupDatabase({ ...target, file }));
    return;
  }
  if (command === 'restore' && file) {
    const { previous } = await restoreDatabase({ ...target, file });
    console.log(`Restored ${file} into ${config.DATA_DIR}.`);
    if (previous) console.log(`The database it replaced is kept in ${previous}.`);
    return;
  }
  throw new BackupError(USAGE);
}

run(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
