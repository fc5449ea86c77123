import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError, loadConfig, SETTING_NAMES, withEnvFile } from './config';
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

  it('lists every problem at once, settings that only work together included', () => {
    const bad = {
      PORT: 'eighty',
      TRUST_PROXY: 'maybe',
      NEWSLETTER_DAY: 'someday',
      S3_BUCKET: 'uploads',
      OIDC_CLIENT_ID: 'magazine',
      STRIPE_SECRET_KEY: 'sk_test_1',
    };
    let message = '';
    try {
      loadConfig(bad, []);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration (6 problems):',
      '  - PORT: must be a whole number from 0 to 65535',
      '  - TRUST_PROXY: must be the number of proxy hops (e.g. 1), true or false',
      expect.stringMatching(/^ {2}- NEWSLETTER_DAY: must be a day of the week/),
      '  - S3_BUCKET: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY with S3_BUCKET',
      '  - OIDC_ISSUER_URL: set all three of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none',
      '  - STRIPE_SECRET_KEY: set all three of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none',
    ]);
    expect(() => loadConfig({ VENT_FLAG_THRESHOLD: '0' }, [])).toThrow(
      'VENT_FLAG_THRESHOLD: must be a whole number from 1 to 100',
    );
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

  it('takes the social desk’s X and Meta apps as id and secret together, and their API addresses', () => {
    expect(() => loadConfig({ X_CLIENT_ID: 'x-app' }, [])).toThrow(
      /set both X_CLIENT_ID and X_CLIENT_SECRET, or neither/,
    );
    expect(() => loadConfig({ META_APP_SECRET: 's' }, [])).toThrow(
      /set both META_APP_ID and META_APP_SECRET, or neither/,
    );
    expect(() => loadConfig({ X_API_URL: 'x.local' }, [])).toThrow(/X_API_URL/);
    const config = loadConfig(
      {
        X_CLIENT_ID: 'x-app',
        X_CLIENT_SECRET: 'x-secret',
        X_API_URL: 'http://127.0.0.1:12112',
        META_APP_ID: '1234',
        META_APP_SECRET: 'meta-secret',
        META_GRAPH_URL: 'http://127.0.0.1:12113/v21.0',
      },
      [],
    );
    expect(config).toMatchObject({ X_CLIENT_ID: 'x-app', META_GRAPH_URL: 'http://127.0.0.1:12113/v21.0' });
  });
});

describe('.env.example', () => {
  const example = parseEnv(fs.readFileSync(path.resolve('.env.example'), 'utf8'));

  it('names every setting the server reads, and nothing else', () => {
    expect(Object.keys(example).sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('gives each setting its default: the file as it is configures exactly what no setting at all does', () => {
    expect(loadConfig(example, [])).toEqual(loadConfig({}, []));
  });
});

describe('the .env file', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-env-'));
  const file = path.join(folder, '.env');
  fs.writeFileSync(file, '# local settings\nPORT=8080\nMAIL_FROM="Desk <desk@example.com>"\nSEED_DEMO=false\n');

  it('adds its settings under the real environment, which wins', () => {
    const config = loadConfig(withEnvFile({ SEED_DEMO: 'true' }, file), []);
    expect(config.PORT).toBe(8080);
    expect(config.MAIL_FROM).toBe('Desk <desk@example.com>');
    expect(config.SEED_DEMO).toBe(true);
  });

  it('changes nothing when there is none', () => {
    expect(withEnvFile({ PORT: '81' }, path.join(folder, 'missing.env'))).toEqual({ PORT: '81' });
  });

  it('reports its bad values like any other', () => {
    const bad = path.join(folder, 'bad.env');
    fs.writeFileSync(bad, 'PORT=eighty\n');
    expect(() => loadConfig(withEnvFile({}, bad), [])).toThrow('PORT: must be a whole number from 0 to 65535');
  });

  it('says so when it cannot be read', () => {
    expect(() => withEnvFile({}, folder)).toThrow(`Cannot read the settings file ${folder}`);
  });
});
