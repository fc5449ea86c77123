/** The production server over the bench's database, listening on a free port, with a switch that empties its cache. */
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { outboxMailer } from '../../src/server/adapters/mailer.ts';
import { storageFromConfig } from '../../src/server/adapters/storage.ts';
import { disabledPayments } from '../../src/server/adapters/payments.ts';
import { publicReadCache } from '../../src/server/platform/cache.ts';
import { LIST } from './settings.mjs';

/**
 * Starts the server; `bypass.mode` says what it forgets before each request. Answers its address, its
 * read cache and the first list page's cursor header (null where the server has no cursor pages).
 */
export async function startBenchServer({ config, database, dataDir }) {
  const app = await buildApp({
    config,
    // One process: nobody to tell about the bench's own cache clears (each would be a NOTIFY to
    // PostgreSQL, counted against the page it measures).
    database: { ...database, notifications: undefined },
    mailer: outboxMailer({ dir: path.join(dataDir, 'outbox'), from: config.MAIL_FROM }),
    storage: storageFromConfig(config),
    payments: disabledPayments(),
  });
  // For the cache-miss runs: before each request forget the cached pages ('page') or everything ('all').
  const bypass = { mode: 'none' };
  const cache = publicReadCache(app);
  app.addHook('onRequest', async () => {
    if (bypass.mode === 'all') cache.clear();
    if (bypass.mode === 'page') cache.clear(['page:']);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;

  const check = await fetch(base + LIST);
  if (!check.ok || (await check.json()).length !== 50) throw new Error(`${LIST} did not answer 50 articles`);
  // The "Load more" path, where the server offers it: each page names the next one.
  const cursorHeader = check.headers.get('x-next-cursor');
  return { app, base, cache, bypass, cursorHeader };
}
