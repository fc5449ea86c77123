import path from 'node:path';
import { z } from 'zod';
import { parseWeekday, WEEKDAYS } from '../shared/weekdays';
import { PASSWORD_COST, TEST_PASSWORD_COST, type PasswordCost } from './platform/passwords';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

/** Every environment variable the server reads. The README's table mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
  TRUST_PROXY: bool.default(false),
  OIDC_ISSUER_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Radio stream addresses by station: "local-indie=https://...,local-jazz=https://...". */
  RADIO_STREAM_URLS: z.string().optional(),
  /** The day (US Eastern time) the server drafts each city's weekly edition for staff. */
  NEWSLETTER_DAY: z
    .string()
    .default('thursday')
    .transform((v, ctx) => {
      const day = parseWeekday(v);
      if (!day) ctx.addIssue({ code: 'custom', message: `must be a day of the week (${WEEKDAYS.join(', ')})` });
      return day ?? 'thursday';
    }),
}).superRefine((env, ctx) => {
  const oidc = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc > 0 && oidc < 3) {
    ctx.addIssue({
      code: 'custom',
      path: ['OIDC_ISSUER_URL'],
      message: 'set all three of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none',
    });
  }
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & {
  DATA_DIR: string;
  /** True when the Vite dev server should be mounted (npm run dev). */
  dev: boolean;
  /** scrypt cost of new password hashes: the full cost, except under NODE_ENV=test. */
  passwordCost: PasswordCost;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  // An empty variable (FOO=) means "not set", as it does for most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
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
