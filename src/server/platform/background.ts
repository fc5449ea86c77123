import type { FastifyInstance } from 'fastify';

/** Does this process run background work? False with WORKERS=false (a serve-only process). */

export interface JobOptions {
  /** Unique across the app: processes running a job of the same name take turns. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Run once as soon as the app is ready (default true). */
  atStart?: boolean;
  /** Defaults to on, except under NODE_ENV=test where tests call the job themselves. */
  autoStart?: boolean;
}

/**
 * Runs a piece of background work every `everyMs` in this process, safely beside other processes:
 * each turn runs under the job's advisory lock on PostgreSQL (a turn that finds another process
 * running it is skipped), never overlaps itself, and the app waits for a turn in progress when it
 * closes. Nothing runs in a process started with WORKERS=false. Use it for scheduled publishing,
 * counters, clean-ups and the like; the work itself should still be idempotent (a turn may run
 * again on another process right after this one finishes).
 */
/** How long after the server starts listening the first turn of each job runs. */
const JOB_START_DELAY_MS = 3000;

export function scheduleJob(app: FastifyInstance, job: JobOptions) {
  const { config, database } = app.deps;
  if (!config.WORKERS || !(job.autoStart ?? config.NODE_ENV !== 'test')) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const count = (outcome: 'ok' | 'skipped' | 'failed') => {
    if (app.hasDecorator('metrics')) app.metrics.jobRuns.inc({ job: job.name, outcome });
  };
  const turn = () => {
    if (running || closed) return;
    app.log.debug({ job: job.name }, 'background job turn');
    running = database
      .exclusive(`job:${job.name}`, job.run)
      .then(({ ran }) => {
        count(ran ? 'ok' : 'skipped');
        if (!ran) app.log.debug({ job: job.name }, 'job running in another process; skipped');
      })
      .catch((err: unknown) => {
        count('failed');
        app.log.error({ err, job: job.name }, 'background job failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  let first: NodeJS.Timeout | undefined;
  // The first turn waits until the server listens and a moment more: start-up answers its first
  // requests before background work takes the database (one connection on PGlite). An app that
  // never listens (tests through app.inject) runs no turn by itself.
  const start = () => {
    if (closed) return;
    if (job.atStart ?? true) first = setTimeout(turn, JOB_START_DELAY_MS).unref();
    timer = setInterval(turn, job.everyMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    if (app.server.listening) start();
    else app.server.once('listening', start);
  });
  const stop = async () => {
    closed = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
  const stops = jobStops.get(app.deps) ?? [];
  stops.push(stop);
  jobStops.set(app.deps, stops);
  app.addHook('onClose', stop);
}

/** Per app: how to stop each of its jobs. */
const jobStops = new WeakMap<object, (() => Promise<void>)[]>();

/**
 * Starts no more turns of any job of this app, and resolves once the turns in progress have finished:
 * the first step of a clean stop, before the server stops taking requests.
 */
export async function stopBackgroundJobs(app: FastifyInstance) {
  await Promise.all((jobStops.get(app.deps) ?? []).map((stop) => stop()));
}
