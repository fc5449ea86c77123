import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import { withDatabase } from '../../test/global-setup';
import { spawn, type ChildProcess } from 'node:child_process';
import { BUILT_SERVER, freePort, projectRoot, waitFor } from '../../integration/processes';
import { enqueueMail } from './queue';

/**
 * kill -9 of the server process in the middle of sending an edition, then a restart: every message
 * reaches the mail server exactly once. The SMTP server here takes a message for delivery once its
 * end has arrived and answers "250" a moment later, as real servers do after writing it to disk:
 * a sender that records "sent" only after that answer sends a message twice when it dies in between.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const MESSAGES = 1200;

interface Delivered {
  to: string;
  messageId: string;
}

async function startSlowSmtp() {
  const delivered: Delivered[] = [];
  const hooks: { afterTaking?: (count: number) => void } = {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', () => undefined); // the sender vanished before the end: nothing was taken
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        delivered.push({
          to: /^To: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
        });
        hooks.afterTaking?.(delivered.length);
        setTimeout(() => callback(), 15);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    hooks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(pgUrl ? ['embedded', 'postgresql'] : ['embedded'])('sending an edition on the %s database', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-mail-once-'));
  const dbName = `bl_mail_${randomBytes(5).toString('hex')}`;
  const databaseUrl = kind === 'postgresql' ? withDatabase(pgUrl!, dbName) : undefined;
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
  let server: ChildProcess | undefined;
  let output = '';

  /** The built server as production runs it, with its mail worker; not waited for, so a kill can come mid-send. */
  async function spawnServer() {
    const [node, ...args] = BUILT_SERVER;
    const child = spawn(node!, args, {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        SEED_DEMO: 'false',
        BACKUP_KEEP_DAYS: '0',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SMTP_URL: smtp.url,
        SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-characters',
        // A killed process's messages are taken up again soon after the restart.
        MAIL_LEASE_SECONDS: '2',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    return child;
  }
  const gone = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));

  beforeAll(async () => {
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
    }
    const database = await openDatabase({ dataDir, databaseUrl });
    await database.migrate();
    const messages = Array.from({ length: MESSAGES }, (_, i) => ({
      kind: 'newsletter-edition',
      to: `reader${i}@example.com`,
      subject: 'This week in Rochester',
      html: `<p>Hello reader ${i}</p>`,
      text: `Hello reader ${i}`,
      dedupeKey: `edition:once:${i}`,
      groupKey: 'edition:once',
    }));
    for (let i = 0; i < messages.length; i += 400) await enqueueMail(database.db, messages.slice(i, i + 400));
    await database.close();
    smtp = await startSlowSmtp();
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  it('delivers every message exactly once across a kill -9 mid-send and a restart', async () => {
    const first = await spawnServer();
    server = first;
    // Killed the moment the server has taken a message and before it answers: the hardest moment.
    smtp.hooks.afterTaking = (count) => {
      if (count === MESSAGES / 4) first.kill('SIGKILL');
    };
    await waitFor(() => smtp.delivered.length >= MESSAGES / 4, 120_000, `the first quarter sent:\n${output}`);
    await gone(first);
    smtp.hooks.afterTaking = undefined;
    const atKill = smtp.delivered.length;
    expect(atKill).toBeLessThan(MESSAGES);

    server = await spawnServer();
    await waitFor(() => smtp.delivered.length >= MESSAGES, 180_000, `the rest sent:\n${output}`);
    await new Promise((r) => setTimeout(r, 4000)); // anything sent twice would arrive by now
    const perReader = new Map<string, number>();
    for (const d of smtp.delivered) perReader.set(d.to, (perReader.get(d.to) ?? 0) + 1);
    const twice = [...perReader].filter(([, n]) => n > 1).map(([to]) => to);
    expect(twice, `sent twice (killed after ${atKill})`).toEqual([]);
    expect(perReader.size).toBe(MESSAGES);
    expect(new Set(smtp.delivered.map((d) => d.messageId)).size).toBe(MESSAGES);

    server.kill('SIGTERM');
    await gone(server);
    server = undefined;
    const database = await openDatabase({ dataDir, databaseUrl });
    const rows = await database.db.select({ state: outgoingMail.state }).from(outgoingMail);
    await database.close();
    expect(rows.filter((r) => r.state === 'sent')).toHaveLength(MESSAGES);
  }, 400_000);
});
