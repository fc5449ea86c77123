/**
 * npm run db:export [-- FILE]   writes the embedded database as SQL for psql (server stopped) and
 * prints the file's path, then how to load it into PostgreSQL (docs/deploy.md, "Moving to PostgreSQL").
 */
import { ConfigError, loadConfig, withEnvFile } from '../config';
import { exportDatabase, ExportError } from './export';

async function run(argv: string[]): Promise<void> {
  const config = loadConfig(withEnvFile(), []);
  const file = await exportDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, file: argv[0] });
  console.log(file);
  console.error(
    'Load it into an empty PostgreSQL database, then start the site on it:\n' +
      `  psql --single-transaction -v ON_ERROR_STOP=1 -f ${file} "$DATABASE_URL"\n` +
      '  DATABASE_URL=... npm start',
  );
}

run(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof ExportError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
