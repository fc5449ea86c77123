import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { CITIES } from '../../../shared/cities';
import { resolveSessionSecret } from '../../platform/session-secret';
import { scheduleJob } from '../../platform/background';
import { wakeMailWorker } from '../../platform/mail/plugin';
import { draftEdition } from './drafting';
import { currentCycleDate, type Weekday } from './newsletter-day';
import { sendDueEditions } from './sending';

/**
 * One turn of the weekly schedule: sends scheduled editions whose time has come, and makes sure
 * each city has its automatic draft for the current week (from the last newsletter day on). The
 * draft is unique per city and week, so restarts and several processes never make two.
 */
export async function runNewsletterSchedule(deps: { db: Db; config: Config; day: Weekday }, now: Date) {
  const sent = await sendDueEditions(
    { db: deps.db, config: deps.config, secret: resolveSessionSecret(deps.config) },
    now,
  );
  const weekOf = currentCycleDate(now, deps.day);
  let drafted = 0;
  for (const city of CITIES) if (await draftEdition(deps.db, { city, now, weekOf })) drafted += 1;
  return { sent, drafted };
}

export interface SchedulerOptions {
  /** Defaults to on, except under NODE_ENV=test. */
  autoStart?: boolean;
  intervalMs?: number;
  day?: Weekday;
}

/**
 * Runs the schedule once a minute inside the server process (one process at a time, none with
 * WORKERS=false); stops when the app closes.
 */
export const newsletterSchedulerPlugin = fp<SchedulerOptions>(
  async (app: FastifyInstance, opts) => {
    const { config, database } = app.deps;
    const deps = { db: database.db, config, day: opts.day ?? config.NEWSLETTER_DAY };
    scheduleJob(app, {
      name: 'newsletter-schedule',
      everyMs: opts.intervalMs ?? 60_000,
      autoStart: opts.autoStart,
      run: async () => {
        const r = await runNewsletterSchedule(deps, new Date());
        if (r.sent) wakeMailWorker(app);
        if (r.sent || r.drafted) app.log.info(r, 'newsletter schedule ran');
      },
    });
  },
  { name: 'newsletter-scheduler' },
);
