import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onPublicCacheChange, publicReadCache, type CacheChange } from './cache';

/** The PostgreSQL notification channel the processes tell each other about public-cache changes on. */
const PUBLIC_CACHE_CHANNEL = 'bylocals_public_cache';

interface Message {
  /** The process (app) that sent it: it has applied the change already. */
  from: string;
  change: CacheChange;
}

/** A clear's prefixes as another process sent them: a short list of short texts, or none (clear all). */
const prefixesOk = (prefixes: unknown) =>
  prefixes === undefined ||
  (Array.isArray(prefixes) &&
    prefixes.length <= 50 &&
    prefixes.every((prefix) => typeof prefix === 'string' && prefix.length > 0 && prefix.length <= 200));

function parse(payload: string): Message | undefined {
  try {
    const msg = JSON.parse(payload) as Message;
    const { change } = msg;
    if (typeof msg.from !== 'string') return undefined;
    if (change?.kind === 'clear') return prefixesOk(change.prefixes) ? msg : undefined;
    if (change?.kind === 'expireAt' && Number.isFinite(change.at)) return msg;
  } catch {
    // not one of ours
  }
  return undefined;
}

/**
 * Many processes, one database: when content changes on one process, every other process forgets the
 * same public reads (all, or those under the same key prefixes) and its rendered pages at once
 * (PostgreSQL LISTEN/NOTIFY), instead of serving them until they expire. Embedded mode is one process
 * and needs none of this.
 */
export const fleetCachePlugin = fp(async (app: FastifyInstance) => {
  const { notifications } = app.deps.database;
  if (!notifications) return;
  const self = randomUUID();
  const cache = publicReadCache(app);
  let applying = false;
  const apply = (change: CacheChange) => {
    applying = true;
    try {
      if (change.kind === 'clear') cache.clear(change.prefixes);
      else cache.expireAt(change.at);
    } finally {
      applying = false;
    }
  };

  onPublicCacheChange(app, (change) => {
    if (applying) return; // heard from another process: not told again
    const msg: Message = { from: self, change };
    notifications.publish(PUBLIC_CACHE_CHANNEL, JSON.stringify(msg)).catch((err: unknown) => {
      app.log.warn({ err }, 'could not tell the other processes to forget their public caches');
    });
  });

  let listener: { close(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    listener = await notifications.listen(
      PUBLIC_CACHE_CHANNEL,
      (payload) => {
        const msg = parse(payload);
        if (msg && msg.from !== self) apply(msg.change);
      },
      // Reconnected after a drop: whatever was said meanwhile is unknown, so forget everything.
      () => apply({ kind: 'clear' }),
    );
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });
});
