import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** A check that has not answered in this time counts as unavailable. */
const READINESS_TIMEOUT_MS = 2000;

type State = 'ok' | 'unavailable';

async function within(check: () => Promise<unknown>, ms = READINESS_TIMEOUT_MS): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<State>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), ms);
  });
  const attempt = check().then(
    () => 'ok' as const,
    () => 'unavailable' as const,
  );
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The database always; Redis and the object store when this process is configured to use them. */
export async function readinessChecks(app: FastifyInstance) {
  const { database, redis, storage } = app.deps;
  const [db, red, store] = await Promise.all([
    within(() => database.db.execute(sql`select 1`)),
    redis ? within(() => redis.ping()) : undefined,
    storage.check ? within(() => storage.check!()) : undefined,
  ]);
  const checks = {
    database: db,
    ...(red ? { redis: red } : {}),
    ...(store ? { storage: store } : {}),
  };
  return { checks, ok: Object.values(checks).every((s) => s === 'ok') };
}
