/** Test helper: a real SMTP server on a free local port that keeps every message it accepts, parsed. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { smtpMailer } from '../adapters/mailer';
import { createMailWorker } from '../platform/mail/worker';
import type { TestContext } from './app';

export interface SmtpCapture {
  url: string;
  messages: ParsedMail[];
  /** The next `count` messages are refused with this SMTP code (451: try later, 550: no such mailbox). */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals.left > 0) {
        refusals.left -= 1;
        const code = refusals.code;
        stream.on('end', () =>
          callback(
            Object.assign(new Error(code >= 500 ? 'No such mailbox' : 'Try again later'), { responseCode: code }),
          ),
        );
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count, code) {
      refusals = { left: count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent = { info() {}, warn() {}, error() {} };
/** A mail worker for the test's database that sends through the given SMTP server. */
export function smtpWorker(t: TestContext, smtpUrl: string, opts: { now?: () => Date; batchSize?: number } = {}) {
  return createMailWorker({
    db: t.database.db,
    mailer: smtpMailer({ url: smtpUrl, from: t.config.MAIL_FROM }),
    log: silent,
    messageIdDomain: 'test.local',
    ...opts,
  });
}
