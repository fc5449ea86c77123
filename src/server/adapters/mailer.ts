import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The From line's display name (site settings); the address is always the configured MAIL_FROM's. */
  fromName?: string;
  /** Where replies go (site settings), unless the message's own Reply-To header says otherwise. */
  replyTo?: string;
  /** A stable Message-ID (without <>): a retried message keeps it, so mail systems can spot a repeat. */
  messageId?: string;
  /**
   * Called once the whole message has reached the mail server and before its end is sent: the
   * server accepts a message only at its end, so what this records durably can neither be lost
   * (the message was not sent before it) nor repeated by a process killed in between.
   */
  beforeEnd?: () => Promise<void>;
}

/** Where the zero-setup mailer reports what it wrote. */
export interface MailLog {
  info(obj: object, msg: string): void;
}

/** The one way features send e-mail. The app never talks to SMTP or the disk directly. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  /** How many messages it can usefully have under way at once (the SMTP pool's connections). */
  concurrency?: number;
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

/** Recipient's domain only: enough to read a log, never someone's address. */
export const recipientDomain = (to: string) => to.slice(to.lastIndexOf('@') + 1) || 'unknown';

/** nodemailer's options for one message; the Message-ID needs its angle brackets. */
function mailOptions(from: string, message: MailMessage) {
  const { messageId, beforeEnd, fromName, replyTo, ...rest } = message;
  const sender = fromName ? { name: fromName, address: addressOf(from) } : from;
  const ownReplyTo = Object.keys(rest.headers ?? {}).some((name) => name.toLowerCase() === 'reply-to');
  return {
    from: sender,
    ...rest,
    ...(replyTo && !ownReplyTo ? { replyTo } : {}),
    ...(messageId ? { messageId: `<${messageId}>` } : {}),
    [BEFORE_END]: beforeEnd,
  };
}

/** The address of a From setting ("Name <a@b.example>" or "a@b.example"). */
const addressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

const BEFORE_END = 'bylocalsBeforeEnd';

/**
 * Holds the end of the message until `beforeEnd` has finished. Its readable side buffers nothing, so
 * it ends only once the SMTP connection has read every byte before it, after the server said "354".
 */
function holdEnd(input: Readable, beforeEnd: () => Promise<void>): Readable {
  const gate = new Transform({
    readableHighWaterMark: 0,
    transform(chunk, _encoding, done) {
      done(null, chunk);
    },
    flush(done) {
      beforeEnd().then(
        () => done(),
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
      );
    },
  });
  input.on('error', (err) => gate.destroy(err));
  return input.pipe(gate);
}

interface ComposedMail {
  data: Record<string, unknown>;
  message: { processFunc(fn: (input: Readable) => Readable): void };
}

function fromTransport(kind: Mailer['kind'], transport: Transporter, from: string, concurrency = 1): Mailer {
  transport.use('stream', (mail, done) => {
    const composed = mail as unknown as ComposedMail;
    const beforeEnd = composed.data[BEFORE_END];
    if (typeof beforeEnd === 'function')
      composed.message.processFunc((input) => holdEnd(input, beforeEnd as () => Promise<void>));
    done();
  });
  return {
    kind,
    concurrency,
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      return { messageId: String(info.messageId) };
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * SMTP through a pool of reused connections (a new connection per message is slow and some
 * providers limit how many are opened); `?pool=false` in the URL opens one per message instead.
 */
export function smtpMailer(opts: { url: string; from: string }): Mailer {
  const url = new URL(opts.url);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const pooled = url.searchParams.get('pool') === 'true';
  const maxConnections = Number(url.searchParams.get('maxConnections') ?? 5) || 5;
  return fromTransport('smtp', nodemailer.createTransport(url.toString()), opts.from, pooled ? maxConnections : 1);
}

/**
 * Zero-setup mailer: each message is written as a standard .eml file to an outbox folder and
 * logged with its subject and the recipient's domain only.
 */
export function outboxMailer(opts: { dir: string; from: string; log?: MailLog }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(mailOptions(opts.from, { ...message, beforeEnd: undefined }));
      await message.beforeEnd?.();
      await fs.mkdir(opts.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(opts.dir, name), info.message as Buffer);
      opts.log?.info(
        { subject: message.subject, to: recipientDomain(message.to), file: name },
        'mail written to the outbox',
      );
      return { messageId: String(info.messageId) };
    },
    async close() {},
  };
}

export function mailerFromConfig(
  config: { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string },
  log?: MailLog,
): Mailer {
  if (config.SMTP_URL) return smtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return outboxMailer({ dir: path.join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM, log });
}
