import type { FastifyInstance } from 'fastify';
import { stopBackgroundJobs } from './background';

/** How often the drain looks whether the last request has been answered. */
const DRAIN_POLL_MS = 50;

/**
 * Counts the requests this server is answering right now (a response that ends or whose client goes
 * away counts as done). Call before listening.
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  let inFlight = 0;
  app.server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
  });
  return { count: () => inFlight };
}

/** While the process stops, each answer closes its connection behind it, so keep-alive clients move on. */
export function closeConnectionsWhileStopping(app: FastifyInstance) {
  app.addHook('onRequest', (_req, reply, done) => {
    if (app.stopping) void reply.header('connection', 'close');
    done();
  });
}

interface StopSteps {
  /** The app's own resources, closed last: mailer, storage, Redis, the database. */
  closeResources(): Promise<void>;
  requests: { count(): number };
  graceMs: number;
}

/**
 * A clean stop (SIGTERM): no background work starts after it; the server takes no new connections;
 * every request in flight is answered (server-rendered pages included, which ask the app for their
 * data, so the app is closed only after them); then the app, and the database last. Answers whether
 * it all finished within the grace period; past it, what is left is logged and the caller exits anyway.
 */
export async function stopGracefully(app: FastifyInstance, steps: StopSteps): Promise<boolean> {
  const started = Date.now();
  app.stopping = true; // readiness answers 503 from now on
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), steps.graceMs);
    timer.unref();
  });
  const stopWork = Promise.all([
    stopBackgroundJobs(app),
    app.hasDecorator('mailWorker') ? app.mailWorker.stop() : undefined,
  ]);

  const serverClosed = new Promise<void>((resolve) => {
    if (!app.server.listening) return resolve();
    app.server.close(() => resolve());
  });
  // Idle keep-alive connections are closed once nothing is being answered (closing one while its
  // client sends the next request would drop that request); busy ones close after their answer.
  // Two quiet looks in a row: a request whose bytes arrived between them has been read by then.
  let quiet = 0;
  const poll = setInterval(() => {
    quiet = steps.requests.count() === 0 ? quiet + 1 : 0;
    if (quiet >= 2) app.server.closeIdleConnections();
  }, DRAIN_POLL_MS);
  const drained = await Promise.race([Promise.all([serverClosed, stopWork]).then(() => 'done' as const), graceOver]);
  clearInterval(poll);
  clearTimeout(timer);
  if (drained === 'timeout') {
    app.log.error(
      { requestsInFlight: steps.requests.count(), graceMs: steps.graceMs },
      'forced exit: requests or background work still running when the grace period ended',
    );
    return false;
  }
  await app.close();
  await steps.closeResources();
  app.log.info({ ms: Date.now() - started }, 'stopped cleanly');
  return true;
}
