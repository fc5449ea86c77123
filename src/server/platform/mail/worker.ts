import type { Db } from '../../db/client';
import { recipientDomain, type Mailer } from '../../adapters/mailer';
import type { OutgoingMail } from '../../db/schema';
import { claimDueMail, markFailed, markSent, releaseClaims } from './queue';

export interface MailWorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: MailWorkerLog;
  /** Right-hand side of the stable Message-IDs (a domain of ours). */
  messageIdDomain: string;
  batchSize?: number;
  pollMs?: number;
  maxAttempts?: number;
  /** How long a claimed message is held before another worker may assume this one died. */
  leaseMs?: number;
  now?: () => Date;
}

export interface MailWorker {
  /** Polls the queue in the background until stop(). */
  start(): void;
  /** Finishes the message in hand, hands back the rest of its batch, and stops. */
  stop(): Promise<void>;
  /** Something was queued: look now instead of at the next poll. */
  wake(): void;
  /** Sends what is due now (at most `max` messages); resolves with how many were tried. */
  drain(opts?: { max?: number }): Promise<number>;
}

const MINUTE = 60_000;
/** 30 s, 1 min, 2 min, ... capped at 6 h: ten attempts span about a day of an SMTP outage. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 360 * MINUTE);

/** SMTP answers that will not change on a retry: the mailbox does not exist or refuses us. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 550 && code <= 553;
};

export function createMailWorker(opts: MailWorkerOptions): MailWorker {
  const { db, mailer, log } = opts;
  const batchSize = opts.batchSize ?? 20;
  const pollMs = opts.pollMs ?? 5_000;
  const maxAttempts = opts.maxAttempts ?? 10;
  const leaseMs = opts.leaseMs ?? 10 * MINUTE;
  const now = opts.now ?? (() => new Date());
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  // One drain at a time, whether from the poll loop, wake() or a test.
  let chain: Promise<unknown> = Promise.resolve();

  async function deliver(row: OutgoingMail) {
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        messageId: `${row.id}@${opts.messageIdDomain}`,
      });
      await markSent(db, row.id, now());
      log.info(
        { kind: row.kind, subject: row.subject, to: recipientDomain(row.recipient), attempt: row.attempts },
        'mail sent',
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = isPermanent(err) || row.attempts >= maxAttempts;
      const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(row.attempts));
      await markFailed(db, row.id, message.slice(0, 1000), retryAt);
      const details = {
        kind: row.kind,
        to: recipientDomain(row.recipient),
        attempt: row.attempts,
        error: message,
        retryAt,
      };
      if (giveUp) log.error(details, 'mail failed for good');
      else log.warn(details, 'mail failed, will retry');
    }
  }

  async function drainNow(max: number): Promise<number> {
    let tried = 0;
    while (!stopping && tried < max) {
      const at = now();
      const limit = Math.min(batchSize, max - tried);
      const batch = await claimDueMail(db, { now: at, leaseUntil: new Date(at.getTime() + leaseMs), limit });
      if (batch.length === 0) break;
      for (const [i, row] of batch.entries()) {
        if (stopping) {
          await releaseClaims(
            db,
            batch.slice(i).map((r) => r.id),
            now(),
          );
          return tried;
        }
        await deliver(row);
        tried += 1;
      }
    }
    return tried;
  }

  const drain = (o: { max?: number } = {}) => {
    const run = chain.then(() => drainNow(o.max ?? Number.POSITIVE_INFINITY));
    chain = run.catch(() => undefined);
    return run;
  };

  function schedule(delay: number) {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drain()
        .catch((err: unknown) => log.error({ err }, 'mail queue drain failed'))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await chain;
    },
    wake() {
      schedule(0);
    },
    drain,
  };
}
