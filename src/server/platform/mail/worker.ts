import type { Db } from '../../db/client';
import { recipientDomain, type Mailer } from '../../adapters/mailer';
import type { OutgoingMail } from '../../db/schema';
import { claimDueMail, markFailed, markSent, releaseClaims, suppressBlocked } from './queue';

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
  /** Messages under way at once; defaults to what the mailer can carry (its SMTP pool). */
  concurrency?: number;
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
  const concurrency = opts.concurrency ?? mailer.concurrency ?? 1;
  const now = opts.now ?? (() => new Date());
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  // One drain at a time, whether from the poll loop, wake() or a test.
  let chain: Promise<unknown> = Promise.resolve();

  async function deliver(row: OutgoingMail) {
    // Recorded as sent once the server holds the whole message and before its end is sent, so a
    // process killed at any moment neither loses the message nor sends it twice.
    let recorded = false;
    const record = async () => {
      await markSent(db, row.id, now());
      recorded = true;
    };
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        messageId: `${row.id}@${opts.messageIdDomain}`,
        beforeEnd: record,
      });
      if (!recorded) await record();
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
      const suppressed = await suppressBlocked(db, batch);
      const todo = batch.filter((r) => !suppressed.has(r.id));
      tried += suppressed.size;
      // Up to `concurrency` messages at once (the SMTP pool's connections), each lane in order.
      let next = 0;
      const lane = async () => {
        while (next < todo.length) {
          if (stopping) return;
          const row = todo[next++];
          if (!row) return;
          await deliver(row);
          tried += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
      if (stopping) {
        await releaseClaims(
          db,
          todo.slice(next).map((r) => r.id),
          now(),
        );
        return tried;
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
