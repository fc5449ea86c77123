import { createHmac, createPublicKey, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../app-error';
import { suppressAddress, type SuppressionReport } from './suppressions';

/**
 * Bounce and complaint webhooks of the mail providers (mounted at /api/mail/webhooks). Each checks
 * the provider's own signature with a secret from the settings and answers 404 while its secret is
 * unset; a report puts the address on the suppression list that every later send honours.
 */

const refused = () =>
  new AppError('WEBHOOK_SIGNATURE_INVALID', 401, 'The webhook signature is missing or does not match.');
const notSetUp = () => new AppError('NOT_FOUND', 404, 'This mail provider is not set up on this site.');
/** Signed reports older (or newer) than this are refused, so a captured one cannot be replayed later. */
const MAX_AGE_S = 15 * 60;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
const fresh = (timestampS: number, now: Date) =>
  Number.isFinite(timestampS) && Math.abs(now.getTime() / 1000 - timestampS) <= MAX_AGE_S;
const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};
function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', 400, 'The request body is not valid JSON.');
  }
}
type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Mailgun: HMAC-SHA256 of timestamp + token with the webhook signing key. */
function mailgunReports(key: string, payload: unknown, now: Date): SuppressionReport[] {
  const signature = obj(obj(payload).signature);
  const [timestamp, token, given] = [str(signature.timestamp), str(signature.token), str(signature.signature)];
  if (!timestamp || !token || !given || !fresh(Number(timestamp), now)) throw refused();
  const expected = createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex');
  if (!sameText(given.toLowerCase(), expected)) throw refused();
  const event = obj(obj(payload)['event-data']);
  const email = str(event.recipient);
  if (!email) return [];
  const status = obj(event['delivery-status']);
  if (event.event === 'failed' && event.severity === 'permanent')
    return [
      { email, reason: 'hard_bounce', provider: 'mailgun', detail: str(status.message) ?? str(status.description) },
    ];
  if (event.event === 'complained') return [{ email, reason: 'complaint', provider: 'mailgun' }];
  return [];
}

/** Postmark: HTTP basic authentication with the user and password set on its webhook. */
function postmarkReports(user: string, password: string, authorization: string | undefined, payload: unknown) {
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  if (!authorization || !sameText(authorization, expected)) throw refused();
  const event = obj(payload);
  const email = str(event.Email);
  if (!email) return [];
  if (event.RecordType === 'Bounce' && (event.Type === 'HardBounce' || event.Type === 'BadEmailAddress'))
    return [{ email, reason: 'hard_bounce' as const, provider: 'postmark', detail: str(event.Description) }];
  if (event.RecordType === 'SpamComplaint') return [{ email, reason: 'complaint' as const, provider: 'postmark' }];
  return [];
}

/** SendGrid's signed event webhook: ECDSA (P-256, SHA-256) over timestamp + raw body. */
function sendgridReports(
  key: KeyObject,
  signature: string | undefined,
  timestamp: string | undefined,
  body: Buffer,
  now: Date,
): SuppressionReport[] {
  if (!signature || !timestamp || !fresh(Number(timestamp), now)) throw refused();
  const signed = Buffer.concat([Buffer.from(timestamp), body]);
  let valid = false;
  try {
    valid = verify('sha256', signed, key, Buffer.from(signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) throw refused();
  const events = parseJson(body);
  if (!Array.isArray(events)) return [];
  return events.flatMap((raw): SuppressionReport[] => {
    const e = obj(raw);
    const email = str(e.email);
    if (!email) return [];
    if (e.event === 'bounce' && e.type !== 'blocked')
      return [{ email, reason: 'hard_bounce', provider: 'sendgrid', detail: str(e.reason) }];
    if (e.event === 'spamreport') return [{ email, reason: 'complaint', provider: 'sendgrid' }];
    return [];
  });
}

function sendgridKey(config: Config): KeyObject | undefined {
  const value = config.SENDGRID_WEBHOOK_PUBLIC_KEY;
  if (!value) return undefined;
  return value.includes('BEGIN PUBLIC KEY')
    ? createPublicKey(value)
    : createPublicKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'spki' });
}

export const mailWebhookRoutes: FastifyPluginAsync<{ now?: () => Date }> = async (app, opts) => {
  const { config, database } = app.deps;
  const now = opts.now ?? (() => new Date());
  const sgKey = sendgridKey(config);
  // Signatures cover the exact bytes sent, so these routes read their bodies raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
  const raw = (req: FastifyRequest) => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
  const record = async (reports: SuppressionReport[]) => {
    for (const report of reports) await suppressAddress(database.db, report);
    return { received: true, suppressed: reports.length };
  };
  const route = { schema: { tags: ['mail'] }, config: { tokenAuthorised: true } };

  app.post('/mailgun', route, async (req) => {
    const key = config.MAILGUN_WEBHOOK_SIGNING_KEY;
    if (!key) throw notSetUp();
    return record(mailgunReports(key, parseJson(raw(req)), now()));
  });

  app.post('/postmark', route, async (req, reply) => {
    const { POSTMARK_WEBHOOK_USER: user, POSTMARK_WEBHOOK_PASSWORD: password } = config;
    if (!user || !password) throw notSetUp();
    try {
      return await record(postmarkReports(user, password, header(req, 'authorization'), parseJson(raw(req))));
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401) reply.header('WWW-Authenticate', 'Basic realm="mail"');
      throw err;
    }
  });

  app.post('/sendgrid', route, async (req) => {
    if (!sgKey) throw notSetUp();
    const signature = header(req, 'x-twilio-email-event-webhook-signature');
    const timestamp = header(req, 'x-twilio-email-event-webhook-timestamp');
    return record(sendgridReports(sgKey, signature, timestamp, raw(req), now()));
  });
};
