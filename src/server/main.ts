import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { mailerFromConfig } from './adapters/mailer';
import { storageFromConfig } from './adapters/storage';
import { paymentsFromConfig } from './adapters/stripe-payments';
import { seedDemoIfEmpty } from './db/seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  await database.migrate();
  const mailer = mailerFromConfig(config);
  const app = await buildApp({ config, database, mailer, storage: storageFromConfig(config), payments: paymentsFromConfig(config) });

  if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db))) app.log.info('demo content seeded for all five cities');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await mailer.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`By Locals, For Locals is open at ${config.PUBLIC_URL ?? `http://localhost:${port}`}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
