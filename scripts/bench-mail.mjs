/**
 * The mail part of npm run bench (BENCH_PARTS=mail): an edition sent to BENCH_MAIL_SUBSCRIBERS (default
 * 100,000) confirmed subscribers of one city on the embedded database, through the real mail worker and
 * its pooled SMTP connections to a local SMTP server in a process of its own. Prints how long queueing
 * the edition took and messages per second delivered. Sized for a 2-core machine: it delivers for
 * BENCH_MAIL_SECONDS (default 30) and projects the whole edition, unless BENCH_MAIL_ALL=1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { newsletterEditions, newsletters, outgoingMail } from '../src/server/db/schema.ts';
import { sendEdition } from '../src/server/features/newsletter/sending.ts';
import { smtpMailer } from '../src/server/adapters/mailer.ts';
import { createMailWorker } from '../src/server/platform/mail/worker.ts';
import { loadConfig } from '../src/server/config.ts';

/** A local SMTP server that takes every message and reports how many, in a process of its own. */
function startSmtpSink() {
  const code = `
    import { SMTPServer } from 'smtp-server';
    let taken = 0;
    const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
      onData(stream, _s, cb) { stream.on('end', () => { taken += 1; cb(); }); stream.resume(); } });
    server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.server.address().port })));
    setInterval(() => console.log(JSON.stringify({ taken })), 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const state = { taken: 0, port: 0, child };
  return new Promise((resolve) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const msg = JSON.parse(line);
        if (msg.port) {
          state.port = msg.port;
          resolve(state);
        }
        if (msg.taken !== undefined) state.taken = msg.taken;
      }
    });
  });
}

export async function benchMail() {
  const subscribers = Number(process.env.BENCH_MAIL_SUBSCRIBERS) || 100_000;
  const seconds = Number(process.env.BENCH_MAIL_SECONDS) || 30;
  const all = process.env.BENCH_MAIL_ALL === '1';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-mail-'));
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, []);
  const database = await openDatabase({ dataDir: dir });
  const sink = await startSmtpSink();
  try {
    await database.migrate();
    const db = database.db;
    console.log(`\nmail: ${subscribers.toLocaleString('en-US')} confirmed subscribers of one city (embedded database)`);
    for (let i = 0; i < subscribers; i += 2000) {
      const rows = Array.from({ length: Math.min(2000, subscribers - i) }, (_, j) => ({
        email: `reader${i + j}@example.com`,
        city: 'rochester',
        status: 'confirmed',
      }));
      await db.insert(newsletters).values(rows);
    }
    const [edition] = await db
      .insert(newsletterEditions)
      .values({
        title: 'This week',
        subject: 'This week in Rochester',
        content: 'Hello, Rochester.',
        city: 'rochester',
      })
      .returning();
    let started = performance.now();
    await sendEdition({ db, config, secret: config.SESSION_SECRET }, edition.id);
    const queueMs = performance.now() - started;
    console.log(
      `  queueing the edition: ${(queueMs / 1000).toFixed(1)} s (${Math.round(subscribers / (queueMs / 1000))} messages/s)`,
    );

    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${sink.port}`, from: config.MAIL_FROM });
    const log = { info() {}, warn() {}, error: (o, m) => console.error(m, o) };
    const worker = createMailWorker({ db, mailer, log, messageIdDomain: 'bench.local', batchSize: 100 });
    started = performance.now();
    const deadline = started + seconds * 1000;
    let delivered = 0;
    while (delivered < subscribers && (all || performance.now() < deadline))
      delivered += await worker.drain({ max: 500 });
    const sendS = (performance.now() - started) / 1000;
    await worker.stop();
    await mailer.close();
    const [sent] = await db.select({ n: count() }).from(outgoingMail).where(eq(outgoingMail.state, 'sent'));
    const rate = sent.n / sendS;
    console.log(
      `  delivered ${sent.n.toLocaleString('en-US')} in ${sendS.toFixed(1)} s: ${rate.toFixed(0)} messages/s ` +
        `through ${mailer.concurrency} pooled SMTP connections` +
        (sent.n < subscribers ? `; the whole edition would take about ${Math.ceil(subscribers / rate / 60)} min` : ''),
    );
    return { queueMs, rate };
  } finally {
    sink.child.kill();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMail();
