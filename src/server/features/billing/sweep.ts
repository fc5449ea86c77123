import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireLapsedMemberships } from '../../platform/membership';

export interface SweepOptions {
  /** Defaults to on, except under NODE_ENV=test (tests call expireLapsedMemberships with their own clock). */
  autoStart?: boolean;
  intervalMs?: number;
}

/** Every 15 minutes, takes away upload rights whose grace has ended and memberships whose paid period is over. */
export const membershipSweepPlugin = fp<SweepOptions>(
  async (app: FastifyInstance, opts) => {
    if (!(opts.autoStart ?? app.deps.config.NODE_ENV !== 'test')) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = expireLapsedMemberships(app.deps.database.db, new Date())
        .then((changed) => changed && app.log.info({ changed }, 'lapsed memberships updated'))
        .catch((err: unknown) => app.log.error({ err }, 'membership sweep failed'));
    };
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, opts.intervalMs ?? 15 * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'membership-sweep' },
);
