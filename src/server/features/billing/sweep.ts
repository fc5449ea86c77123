import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireLapsedMemberships } from '../../platform/membership';
import { scheduleJob } from '../../platform/background';

export interface SweepOptions {
  /** Defaults to on, except under NODE_ENV=test (tests call expireLapsedMemberships with their own clock). */
  autoStart?: boolean;
  intervalMs?: number;
}

/** Every 15 minutes, takes away upload rights whose grace has ended and memberships whose paid period is over. */
export const membershipSweepPlugin = fp<SweepOptions>(
  async (app: FastifyInstance, opts) => {
    // One process at a time (advisory lock on PostgreSQL), none with WORKERS=false.
    scheduleJob(app, {
      name: 'membership-sweep',
      everyMs: opts.intervalMs ?? 15 * 60_000,
      autoStart: opts.autoStart,
      run: async () => {
        const changed = await expireLapsedMemberships(app.deps.database.db, new Date());
        if (changed) app.log.info({ changed }, 'lapsed memberships updated');
      },
    });
  },
  { name: 'membership-sweep' },
);
