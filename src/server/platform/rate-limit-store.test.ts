import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisHealth, redisRateLimitStore } from './rate-limit-store';

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl.toString(), {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const ready = await redisAnswers();
if (!ready) console.warn(`No Redis at ${redisUrl.toString()}: the Redis outage test does not run.`);

/** A TCP relay to Redis that can be told to stop passing anything on (a Redis that hangs). */
async function relay() {
  let passing = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(redisUrl.port || 6379), redisUrl.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => passing && upstream.write(chunk));
    upstream.on('data', (chunk) => passing && client.write(chunk));
    client.on('error', () => undefined).on('close', () => upstream.destroy());
    upstream.on('error', () => undefined).on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    hang: () => (passing = false),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** What the store says in the log, as lines. */
function logLines() {
  const lines: string[] = [];
  const log = {
    warn: (_obj: unknown, msg: string) => lines.push(`warn: ${msg}`),
    info: (_obj: unknown, msg?: string) => lines.push(`info: ${msg ?? String(_obj)}`),
  } as unknown as FastifyBaseLogger;
  return { lines, log };
}

describe.runIf(ready)('rate limits while Redis is away', () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => cleanups.forEach((c) => c()));

  it('keep counting in process memory when Redis stops answering, and say so once', async () => {
    const proxy = await relay();
    const client = new Redis(proxy.port, '127.0.0.1', { commandTimeout: 200, maxRetriesPerRequest: 0 });
    cleanups.push(() => client.disconnect(), proxy.close);
    const { lines, log } = logLines();
    const store = redisRateLimitStore(client, new RedisHealth(client, log));
    const key = `outage-${randomBytes(4).toString('hex')}`;
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));

    expect((await store.hit(key, 60_000, 3)).current).toBe(1); // in Redis
    const direct = new Redis(redisUrl.toString());
    cleanups.push(() => direct.disconnect());
    expect(await direct.get(`bl:rl:${key}`)).toBe('1');

    proxy.hang();
    const counts: number[] = [];
    for (let i = 0; i < 4; i++) counts.push((await store.hit(key, 60_000, 3)).current);
    // The process counts on its own from there (the limit still holds: the fourth is over three).
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(lines.filter((l) => l.startsWith('warn:'))).toEqual([
      'warn: Redis is not answering: rate limits are counted in this process until it answers again',
    ]);
  });
});
