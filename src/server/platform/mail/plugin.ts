import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../../adapters/mailer';
import { siteMailer } from '../site-settings';
import { createMailWorker, type MailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

export interface MailWorkerPluginOptions {
  /** Defaults to the app's mailer. */
  mailer?: Mailer;
  /** Defaults to on, except under NODE_ENV=test where tests drain the queue themselves. */
  autoStart?: boolean;
  pollMs?: number;
  batchSize?: number;
  now?: () => Date;
}

/** The domain of MAIL_FROM, for Message-IDs that look like ours. */
export function mailDomain(mailFrom: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(mailFrom);
  return match?.[1] ?? 'localhost';
}

/**
 * Runs the mail worker inside the server process: it starts when the app is ready and stops
 * (finishing the message in hand) when the app closes.
 */
export const mailWorkerPlugin = fp<MailWorkerPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const { config, database } = app.deps;
    const worker = createMailWorker({
      db: database.db,
      mailer: opts.mailer ?? siteMailer(app),
      log: app.log,
      messageIdDomain: mailDomain(config.MAIL_FROM),
      pollMs: opts.pollMs,
      batchSize: opts.batchSize,
      leaseMs: config.MAIL_LEASE_SECONDS * 1000,
      now: opts.now,
    });
    app.decorate('mailWorker', worker);
    // Several processes may run it: messages are claimed with FOR UPDATE SKIP LOCKED and a lease.
    const autoStart = (opts.autoStart ?? config.NODE_ENV !== 'test') && config.WORKERS;
    if (autoStart) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail-worker' },
);

/** Tells the worker, when one runs in this process, that mail was queued. */
export function wakeMailWorker(app: FastifyInstance) {
  if (app.hasDecorator('mailWorker')) app.mailWorker.wake();
}
