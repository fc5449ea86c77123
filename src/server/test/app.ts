import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { sourcePages } from '../platform/static';
import { testConfig, type Config } from '../config';
import { outboxMailer, type Mailer } from '../adapters/mailer';
import { storageFromConfig } from '../adapters/storage';
import { disabledPayments, type Payments } from '../adapters/payments';
import type { Payouts } from '../adapters/payouts';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';

export interface TestContext {
  app: App;
  database: Database;
  mailer: Mailer;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database, with mail going to a throwaway outbox. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: App) => void | Promise<void>,
  adapters: {
    payments?: Payments;
    payouts?: Payouts;
    now?: () => Date;
    /** Render public pages on the server from src/client. */
    ssr?: boolean;
    database?: Database;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-app-'));
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const database = adapters.database ?? (await createTestDatabase());
  const mailer = outboxMailer({ dir: path.join(dataDir, 'outbox'), from: config.MAIL_FROM });
  const app = await buildApp(
    {
      config,
      database,
      mailer,
      storage: storageFromConfig(config),
      payments: adapters.payments ?? disabledPayments(),
      payouts: adapters.payouts,
      now: adapters.now,
    },
    { pages: adapters.ssr ? sourcePages() : undefined },
  );
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
