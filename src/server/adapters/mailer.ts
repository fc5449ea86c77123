import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A stable Message-ID (without <>): a retried message keeps it, so mail systems can spot a repeat. */
  messageId?: string;
}

/** Where the zero-setup mailer reports what it wrote. */
export interface MailLog {
  info(obj: object, msg: string): void;
}

/** The one way features send e-mail. The app never talks to SMTP or the disk directly. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

/** Recipient's domain only: enough to read a log, never someone's address. */
export const recipientDomain = (to: string) => to.slice(to.lastIndexOf('@') + 1) || 'unknown';

/** nodemailer's options for one message; the Message-ID needs its angle brackets. */
function mailOptions(from: string, message: MailMessage) {
  const { messageId, ...rest } = message;
  return { from, ...rest, ...(messageId ? { messageId: `<${messageId}>` } : {}) };
}

function fromTransport(kind: Mailer['kind'], transport: Transporter, from: string): Mailer {
  return {
    kind,
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      return { messageId: String(info.messageId) };
    },
    async close() {
      transport.close();
    },
  };
}

export function smtpMailer(opts: { url: string; from: string }): Mailer {
  return fromTransport('smtp', nodemailer.createTransport(opts.url), opts.from);
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
      const info = await transport.sendMail(mailOptions(opts.from, message));
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
