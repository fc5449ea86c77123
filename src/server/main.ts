import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { embeddedDatabaseMissing, openDatabase, pgliteTemplate, type Database } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { mailerFromConfig } from './adapters/mailer';
import { storageFromConfig } from './adapters/storage';
import { paymentsFromConfig } from './adapters/stripe-payments';
import { seedDemoIfEmpty } from './db/seed';
import { dailyBackup, writeBackup } from './db/backup';
import { vacuumEmbedded } from './db/maintenance';
import { startControlServer } from './db/control';
import { scheduleJob } from './platform/background';
import { startMetricsServer } from './platform/metrics';
import { stopGracefully, trackRequestsInFlight } from './platform/shutdown';

/**
 * How much of a WebAssembly function runs on V8's baseline code before V8 compiles it again,
 * optimised, on its other threads: ten times V8's default. Opening the embedded database runs much
 * of PostgreSQL once, and at the default those functions were optimised during a restart, on the
 * cores the start itself needed (restarts 16% faster with this, and serving no slower: what runs
 * often is optimised all the same, a little later; docs/decisions/045). Read by V8 when the
 * database's module is instantiated, so set before it opens.
 */
const WASM_TIERING_BUDGET = 18_000_000;

const open = (config: Config) => openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });

/**
 * Opens, migrates and (on an empty database) seeds. A brand-new embedded database is unpacked from
 * the migrated template `npm run build` makes (db/client.ts pgliteTemplate). Without one it is
 * created and seeded by a short-lived child process first (db/prepare-cli.ts): running initdb and
 * the migrations takes about twice the memory of serving, and WebAssembly memory is only given back
 * when its process ends.
 */
async function prepareDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  if (!config.DATABASE_URL && embeddedDatabaseMissing(config.DATA_DIR) && !pgliteTemplate()) {
    // Fail fast, with the usual message, when another process holds the data directory.
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    acquireDataDirLock(config.DATA_DIR).release();
    // Beside the bundle (dist/node/prepare.js) or in the sources when run through tsx.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const bundled = import.meta.url.endsWith('.js');
    const prepare = bundled ? path.join(here, 'prepare.js') : path.join(here, 'db', 'prepare-cli.ts');
    const child = spawnSync(process.execPath, [...process.execArgv, prepare], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    if (child.status !== 0) throw new Error('Creating the embedded database failed (see above).');
    for (const line of child.stdout.toString().split('\n').filter(Boolean)) log(line);
  }
  const database = await open(config);
  // The demo seed runs under the migration lock: of processes started together on an empty
  // PostgreSQL, the first seeds and the others find content.
  await database.migrate(async () => {
    if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db))) log('demo content seeded for all five cities');
  });
  return database;
}

async function main() {
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const config = loadConfig();
  const startLog: string[] = [];
  const database = await prepareDatabase(config, (msg) => startLog.push(msg));
  const mailer = mailerFromConfig(config);
  const storage = storageFromConfig(config);
  // Loaded only when used: the Redis client is a twentieth of a restart's work on the main thread.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
        // The rate limits connect it once they listen to its errors, and count in memory while it is away.
        lazyConnect: true,
        commandTimeout: 1000,
      })
    : undefined;
  const app = await buildApp({ config, database, mailer, storage, payments: paymentsFromConfig(config), redis });
  for (const msg of startLog) app.log.info(msg);

  // Embedded mode: `npm run backup` asks this process over DATA_DIR/control.sock, and a daily backup
  // with retention runs here (PostgreSQL is backed up with its own tools).
  const { pglite } = database;
  const control = pglite
    ? await startControlServer(config.DATA_DIR, { backup: (file) => writeBackup(pglite, file) }).catch(
        (err: unknown) => {
          app.log.warn({ err }, 'control socket not available: npm run backup needs the server stopped');
          return undefined;
        },
      )
    : undefined;
  if (pglite && config.BACKUP_KEEP_DAYS > 0) {
    scheduleJob(app, {
      name: 'daily-backup',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        const file = await dailyBackup(pglite, config.DATA_DIR, config.BACKUP_KEEP_DAYS);
        if (file) app.log.info({ file }, 'daily backup written');
      },
    });
  }

  // Embedded mode has no autovacuum: its housekeeping runs three seconds after start, then daily.
  if (pglite) {
    scheduleJob(app, { name: 'embedded-vacuum', everyMs: 24 * 60 * 60 * 1000, run: () => vacuumEmbedded(pglite) });
  }

  const requests = trackRequestsInFlight(app);
  const metricsServer = config.METRICS_PORT
    ? await startMetricsServer(app, config.METRICS_PORT, config.HOST)
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down');
    try {
      const clean = await stopGracefully(app, {
        requests,
        graceMs: config.SHUTDOWN_GRACE_MS,
        async closeResources() {
          await control?.close();
          await metricsServer?.close();
          await mailer.close();
          await storage.close?.();
          await redis?.quit().catch(() => undefined);
          await database.close();
        },
      });
      process.exit(clean ? 0 : 1);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  // Started by `npm start`: if the launcher goes away (even by kill -9), stop too rather than keep
  // the port and the data-dir lock with nobody to stop us.
  if (process.send) process.on('disconnect', () => void shutdown('launcher gone'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  if (!config.WORKERS) app.log.info('WORKERS=false: this process serves requests only (no mail, schedules or backups)');
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
