import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { parseWeekday, WEEKDAYS } from '../shared/weekdays';
import { PASSWORD_COST, TEST_PASSWORD_COST, type PasswordCost } from './platform/passwords';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emailList = z.string().transform((v) =>
  v
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean),
);

/** A whole number in a range, with a message that says so (not "expected number, received NaN"). */
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

/**
 * Every environment variable the server reads. docs/configuration.md's table and `.env.example` mirror this
 * list (config.test.ts checks that `.env.example` names each one with its default).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: bool.default(true),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAILS: emailList.default([]),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('By Locals, For Locals <hello@bylocals.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Redis for rate limits shared by every process (in process memory when unset). */
  REDIS_URL: z.string().url().optional(),
  /** S3-compatible storage for uploads (local disk under DATA_DIR/uploads when S3_BUCKET is unset). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Where browsers fetch uploads directly (a CDN or the bucket's public address); through the app when unset. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** false: this process serves requests only and runs no background work (mail, schedules, backups). */
  WORKERS: bool.default(true),
  /** Embedded database: days of daily backups kept in DATA_DIR/backups (0 turns the daily backup off). */
  BACKUP_KEEP_DAYS: wholeNumber(0, 3650).default(7),
  /** Event-loop delay (ms) past which new requests get a quick 503 with Retry-After (0 turns it off). */
  BUSY_EVENT_LOOP_DELAY_MS: wholeNumber(0, 60_000).default(1000),
  /**
   * How many reverse proxies stand in front of the app: `1` (or `true`) trusts the one hop that
   * added the right-most X-Forwarded-For address, never a client-set address to its left.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const value = v.trim().toLowerCase();
      if (['false', 'no', '0'].includes(value)) return 0;
      if (['true', 'yes'].includes(value)) return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: 'must be the number of proxy hops (e.g. 1), true or false' });
      return 0;
    }),
  /** `required`: staff must turn on two-step sign-in before using the staff area; `optional` relaxes it. */
  STAFF_MFA: z.enum(['required', 'optional']).default('required'),
  /** Reports from different readers that hide a Vent Room post or comment until staff decide. */
  VENT_FLAG_THRESHOLD: wholeNumber(1, 100).default(3),
  /** Approved posts after which a signed-in author's new posts are published at once. */
  VENT_TRUSTED_AFTER: wholeNumber(1, 1000).default(3),
  /** How often the reply-digest job runs; each reader still gets at most one digest e-mail an hour. */
  COMMENT_DIGEST_EVERY_MS: wholeNumber(1000, 3_600_000).default(300_000),
  OIDC_ISSUER_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Card payments through Stripe: all three keys, or none (payments off, said plainly on the site). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The monthly membership price; unset: a $9.99/month price found by its lookup key, created once. */
  STRIPE_PRICE_ID: z.string().optional(),
  /** The signing secret of the Connect webhook endpoint (/api/stripe/connect-webhook); unset: STRIPE_WEBHOOK_SECRET. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** A contributor payment above this many dollars needs a second, different admin's approval. */
  PAYOUT_SECOND_APPROVAL_AMOUNT: wholeNumber(0, 1_000_000).default(500),
  /** Another address for Stripe's API (a local protocol stand-in in tests); unset: Stripe itself. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Connecting X accounts on the social desk: the app's OAuth 2.0 client id and secret (both or neither). */
  X_CLIENT_ID: z.string().optional(),
  X_CLIENT_SECRET: z.string().optional(),
  /** Another address for X's API (a local protocol stand-in in tests); unset: X itself. */
  X_API_URL: z.string().url().optional(),
  /** Connecting Facebook Pages and Instagram accounts: the Meta app's id and secret (both or neither). */
  META_APP_ID: z.string().optional(),
  META_APP_SECRET: z.string().optional(),
  /** Another address for the Graph API, version included (a local stand-in in tests); unset: Meta itself. */
  META_GRAPH_URL: z.string().url().optional(),
  /** Radio stream addresses by station: "local-indie=https://...,local-jazz=https://...". */
  RADIO_STREAM_URLS: z.string().optional(),
  /** Bounce and complaint webhooks (each provider's off while its secret is unset): Mailgun's signing key. */
  MAILGUN_WEBHOOK_SIGNING_KEY: z.string().min(1).optional(),
  /** Postmark's webhook: the basic-auth user and password set on it (both or neither). */
  POSTMARK_WEBHOOK_USER: z.string().min(1).optional(),
  POSTMARK_WEBHOOK_PASSWORD: z.string().min(1).optional(),
  /** SendGrid's signed event webhook: its verification key (base64 DER, or PEM). */
  SENDGRID_WEBHOOK_PUBLIC_KEY: z.string().min(1).optional(),
  /** Seconds between the social desk's turns at sending scheduled posts (a post goes out at most this late). */
  SOCIAL_SEND_EVERY_SECONDS: wholeNumber(1, 3600).default(30),
  /** Seconds a mail worker holds the messages it took before another may assume it died and send them. */
  MAIL_LEASE_SECONDS: wholeNumber(1, 86_400).default(300),
  /** Prometheus metrics at GET /metrics for callers with `Authorization: Bearer <token>`; off when unset. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Metrics on a port of their own (for a private network), instead of or beside METRICS_TOKEN. */
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  /** On SIGTERM: how long requests in flight may take to finish before the process exits anyway (logged). */
  SHUTDOWN_GRACE_MS: wholeNumber(1000, 600_000).default(25_000),
  /** The day (US Eastern time) the server drafts each city's weekly edition for staff. */
  NEWSLETTER_DAY: z
    .string()
    .default('thursday')
    .transform((v, ctx) => {
      const day = parseWeekday(v);
      if (!day) ctx.addIssue({ code: 'custom', message: `must be a day of the week (${WEEKDAYS.join(', ')})` });
      return day ?? 'thursday';
    }),
});

/** The names of every setting, in the order of the schema. */
export const SETTING_NAMES = Object.keys(envSchema.shape);

interface Problem {
  name: string;
  message: string;
}

/**
 * Settings that only work together. Checked on the raw variables, beside the schema rather than as
 * its refinement, so that these problems are listed even when another variable is also wrong.
 */
function combinationProblems(env: Record<string, string | undefined>): Problem[] {
  const problems: Problem[] = [];
  const count = (names: string[]) => names.filter((name) => env[name]).length;
  if (env.S3_BUCKET && count(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) < 2) {
    problems.push({ name: 'S3_BUCKET', message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY with S3_BUCKET' });
  }
  const oidc = count(['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']);
  if (oidc > 0 && oidc < 3) {
    problems.push({
      name: 'OIDC_ISSUER_URL',
      message: 'set all three of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none',
    });
  }
  const stripe = count(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  if (stripe > 0 && stripe < 3) {
    problems.push({
      name: 'STRIPE_SECRET_KEY',
      message: 'set all three of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none',
    });
  }
  if (Boolean(env.X_CLIENT_ID) !== Boolean(env.X_CLIENT_SECRET)) {
    problems.push({ name: 'X_CLIENT_ID', message: 'set both X_CLIENT_ID and X_CLIENT_SECRET, or neither' });
  }
  if (Boolean(env.META_APP_ID) !== Boolean(env.META_APP_SECRET)) {
    problems.push({ name: 'META_APP_ID', message: 'set both META_APP_ID and META_APP_SECRET, or neither' });
  }
  if (Boolean(env.POSTMARK_WEBHOOK_USER) !== Boolean(env.POSTMARK_WEBHOOK_PASSWORD)) {
    problems.push({
      name: 'POSTMARK_WEBHOOK_USER',
      message: 'set both POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD, or neither',
    });
  }
  if (env.SENDGRID_WEBHOOK_PUBLIC_KEY && !isSendGridKey(env.SENDGRID_WEBHOOK_PUBLIC_KEY)) {
    problems.push({
      name: 'SENDGRID_WEBHOOK_PUBLIC_KEY',
      message: "must be SendGrid's verification key (base64, as SendGrid shows it)",
    });
  }
  return problems;
}

/** SendGrid shows its event webhook's key as base64 DER; a PEM block is taken too. */
function isSendGridKey(key: string): boolean {
  try {
    if (key.includes('BEGIN PUBLIC KEY')) createPublicKey(key);
    else createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
    return true;
  } catch {
    return false;
  }
}

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & {
  DATA_DIR: string;
  /** True when the Vite dev server should be mounted (npm run dev). */
  dev: boolean;
  /** scrypt cost of new password hashes: the full cost, except under NODE_ENV=test. */
  passwordCost: PasswordCost;
};

export class ConfigError extends Error {}

/**
 * The environment with the variables of a `.env` file (in the working folder unless named) added
 * under it: a variable set in the real environment wins over the file. No file, no change.
 */
export function withEnvFile(env: NodeJS.ProcessEnv = process.env, file = path.resolve('.env')): NodeJS.ProcessEnv {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return env;
    throw new ConfigError(`Cannot read the settings file ${file}: ${(err as Error).message}`);
  }
  return { ...parseEnv(text), ...env };
}

/** Reads the settings: the environment and, under it, a `.env` file when there is one. */
export function loadConfig(env: NodeJS.ProcessEnv = withEnvFile(), argv: string[] = process.argv): Config {
  // An empty variable (FOO=) means "not set", as it does for most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  // Every problem at once: an operator fixes them in one go, not one restart per mistake.
  const problems = [
    ...(parsed.error?.issues.map((i) => ({ name: i.path.join('.'), message: i.message })) ?? []),
    ...combinationProblems(present),
  ];
  if (!parsed.success || problems.length > 0) {
    const lines = problems.map((p) => `  - ${p.name}: ${p.message}`);
    throw new ConfigError(
      `Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
  }
  const dev = argv.includes('--dev');
  return {
    ...parsed.data,
    NODE_ENV: dev ? 'development' : parsed.data.NODE_ENV,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    dev,
    passwordCost: parsed.data.NODE_ENV === 'test' && !dev ? TEST_PASSWORD_COST : PASSWORD_COST,
  };
}

/** A configuration for tests: zero setup, nothing written outside the given folder. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }, []), ...overrides };
}
