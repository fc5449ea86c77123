import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { paymentsFromConfig, stripeAddress } from './adapters/stripe-payments';

describe('loadConfig', () => {
  it('runs with zero setup: port 3000, embedded data under ./data, demo content on', () => {
    const config = loadConfig({}, []);
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.resolve('data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.dev).toBe(false);
  });

  it('reads overrides and treats empty variables as unset', () => {
    const config = loadConfig(
      { PORT: '8080', SEED_DEMO: 'false', DATABASE_URL: '', ADMIN_EMAILS: ' Chief@Example.com, ed@example.com ' },
      ['--dev'],
    );
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAILS).toEqual(['chief@example.com', 'ed@example.com']);
    expect(config.dev).toBe(true);
  });

  it('fails with a readable list of every problem', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' }, [])).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('reads NEWSLETTER_DAY as a weekday, thursday by default', () => {
    expect(loadConfig({}, []).NEWSLETTER_DAY).toBe('thursday');
    expect(loadConfig({ NEWSLETTER_DAY: 'Monday' }, []).NEWSLETTER_DAY).toBe('monday');
    expect(loadConfig({ NEWSLETTER_DAY: 'sat' }, []).NEWSLETTER_DAY).toBe('saturday');
    expect(() => loadConfig({ NEWSLETTER_DAY: 'someday' }, [])).toThrow(/NEWSLETTER_DAY: must be a day of the week/);
  });

  it('refuses a half-configured identity provider', () => {
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'magazine' }, [])).toThrow(/set all three of OIDC_ISSUER_URL/);
  });

  it('takes Stripe keys all together or not at all, and points the SDK at STRIPE_API_URL', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, [])).toThrow(/set all three of STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_API_URL: 'not a url' }, [])).toThrow(/STRIPE_API_URL/);
    expect(paymentsFromConfig(loadConfig({}, [])).kind).toBe('disabled');
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    const payments = paymentsFromConfig(loadConfig(keys, []));
    expect(payments).toMatchObject({ kind: 'stripe', publishableKey: 'pk_test_1' });
    expect(stripeAddress(undefined)).toEqual({});
    expect(stripeAddress('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(stripeAddress('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });
});
