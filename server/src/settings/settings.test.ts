import { describe, expect, it } from 'vitest';
import { storefrontConfigFromEnv } from '../http/storefront-config.ts';
import { firstStartSettings } from '../seed/first-start.ts';
import { testCardPaymentsFromEnv } from './demo-defaults.ts';
import { readSettings, SettingsError } from './settings.ts';

/** The problems readSettings reports for `env` (none: an empty list). */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    readSettings(env);
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
}

const PG = 'postgres://commerce:secret@db.internal:5432/commerce';

describe('settings read at start', () => {
  it('has defaults for a first `npm start`', () => {
    expect(readSettings({})).toEqual({
      host: '127.0.0.1',
      port: 9000,
      seedDemo: true,
      paymentTestCard: true,
      admin: { email: 'admin@example.com' },
      logLevel: 'info',
      logStatic: false,
    });
  });

  it('reads what an operator sets', () => {
    expect(
      readSettings({
        HOST: '0.0.0.0',
        PORT: '8080',
        DATABASE_URL: PG,
        PUBLIC_URL: 'https://shop.example.com/',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'a long enough password',
        LOG_LEVEL: 'WARN',
        LOG_STATIC: 'true',
        COOKIE_SECRET: 'x'.repeat(32),
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: PG,
      publicUrl: 'https://shop.example.com',
      seedDemo: false,
      paymentTestCard: false,
      admin: { email: 'owner@example.com', password: 'a long enough password' },
      logLevel: 'warn',
      logStatic: true,
    });
  });

  it('seeds the demo store and its test cards on the embedded database only, unless told', () => {
    expect(readSettings({})).toMatchObject({ seedDemo: true, paymentTestCard: true });
    expect(readSettings({ DATABASE_URL: PG })).toMatchObject({
      seedDemo: false,
      paymentTestCard: false,
    });
    expect(readSettings({ DATABASE_URL: PG, SEED_DEMO: 'true' })).toMatchObject({
      seedDemo: true,
      paymentTestCard: true,
    });
    expect(readSettings({ SEED_DEMO: 'false' })).toMatchObject({
      seedDemo: false,
      paymentTestCard: false,
    });
    // Test cards on a real store only when asked for by name, and off in a demo if asked.
    expect(readSettings({ DATABASE_URL: PG, PAYMENT_TEST_CARD: '1' })).toMatchObject({
      seedDemo: false,
      paymentTestCard: true,
    });
    expect(readSettings({ PAYMENT_TEST_CARD: 'no' })).toMatchObject({
      seedDemo: true,
      paymentTestCard: false,
    });
    // The payment plugins read the same rule at run time; a bad value is off there.
    expect(testCardPaymentsFromEnv({})).toBe(true);
    expect(testCardPaymentsFromEnv({ DATABASE_URL: PG })).toBe(false);
    expect(testCardPaymentsFromEnv({ DATABASE_URL: PG, PAYMENT_TEST_CARD: 'true' })).toBe(true);
    expect(testCardPaymentsFromEnv({ PAYMENT_TEST_CARD: 'maybe' })).toBe(false);
  });

  it('accepts every LOG_LEVEL pino knows and silent, and nothing else', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(readSettings({ LOG_LEVEL: level }).logLevel).toBe(level);
    }
    expect(readSettings({ LOG_LEVEL: ' Debug ' }).logLevel).toBe('debug');
    expect(readSettings({ LOG_LEVEL: '' }).logLevel).toBe('info');
    expect(problems({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ]);
  });

  it('refuses a short COOKIE_SECRET without repeating it', () => {
    const [problem] = problems({ COOKIE_SECRET: 'k' });
    expect(problem).toBe(
      'COOKIE_SECRET must be at least 32 characters long, got 1 (e.g. openssl rand -base64 48)',
    );
    expect(problems({ COOKIE_SECRET: 's'.repeat(31) })).toHaveLength(1);
    expect(problems({ COOKIE_SECRET: 's'.repeat(32) })).toEqual([]);
    expect(problems({ UPLOAD_SECRET: 'short' })[0]).toMatch(/^UPLOAD_SECRET must be at least 32/);
  });

  it('wants PUBLIC_URL as an http(s) origin', () => {
    expect(readSettings({ PUBLIC_URL: 'http://localhost:9000' }).publicUrl).toBe(
      'http://localhost:9000',
    );
    expect(problems({ PUBLIC_URL: 'shop.example.com' })).toEqual([
      'PUBLIC_URL must be an absolute http or https URL, got "shop.example.com"',
    ]);
    expect(problems({ PUBLIC_URL: 'ftp://shop.example.com' })[0]).toMatch(/absolute http or https/);
    expect(problems({ PUBLIC_URL: 'https://shop.example.com/store' })[0]).toMatch(
      /^PUBLIC_URL must be an origin without a path/,
    );
    expect(problems({ PUBLIC_URL: 'https://shop.example.com/?a=1' })[0]).toMatch(
      /must not have a query or fragment/,
    );
    // The credential is not repeated: start-up errors reach logs.
    expect(problems({ PUBLIC_URL: 'https://user:s3cret@shop.example.com' })).toEqual([
      'PUBLIC_URL must not carry a user name or password',
    ]);
    // UPLOAD_BASE_URL may have a path (a CDN folder), not a query.
    expect(problems({ UPLOAD_BASE_URL: 'https://cdn.example.com/shop' })).toEqual([]);
    expect(problems({ UPLOAD_BASE_URL: '/files' })[0]).toMatch(
      /^UPLOAD_BASE_URL must be an absolute/,
    );
  });

  it('wants DATABASE_URL to be a PostgreSQL URL, and never shows its password', () => {
    expect(problems({ DATABASE_URL: 'postgresql://localhost/shop' })).toEqual([]);
    // A Unix socket's folder, as node-postgres reads it.
    expect(
      problems({ DATABASE_URL: 'postgres://shop@localhost/shop?host=/var/run/postgresql' }),
    ).toEqual([]);
    const [problem] = problems({ DATABASE_URL: 'mysql://root:hunter2@db/shop' });
    expect(problem).toBe(
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got a mysql: URL',
    );
    expect(problems({ DATABASE_URL: 'localhost:5432' })).toHaveLength(1);
  });

  it('wants PORT from 0 to 65535 and positive limits', () => {
    expect(readSettings({ PORT: '0' }).port).toBe(0);
    expect(readSettings({ PORT: '65535' }).port).toBe(65_535);
    for (const port of ['65536', '-1', '80.5', 'http', '9000abc']) {
      expect(problems({ PORT: port })).toEqual([
        `PORT must be a whole number from 0 to 65535, got "${port}"`,
      ]);
    }
    for (const name of [
      'AUTH_RATE_LIMIT_MAX',
      'AUTH_RATE_LIMIT_WINDOW_MS',
      'UPLOAD_MAX_FILE_SIZE',
      'UPLOAD_MAX_FILES',
      'UPLOAD_URL_TTL_SECONDS',
      'RESPONSE_CACHE_MAX_BYTES',
    ]) {
      expect(problems({ [name]: '0' })).toEqual([`${name} must be a whole number from 1, got "0"`]);
      expect(problems({ [name]: '25' })).toEqual([]);
    }
  });

  it('wants booleans, an email and a password of the contract’s length', () => {
    expect(problems({ SEED_DEMO: 'sometimes' })).toEqual([
      'SEED_DEMO must be true or false, got "sometimes"',
    ]);
    expect(problems({ PAYMENT_TEST_CARD: 'y' })[0]).toMatch(/^PAYMENT_TEST_CARD must be true/);
    expect(problems({ LOG_STATIC: '2' })[0]).toMatch(/^LOG_STATIC must be true/);
    expect(problems({ ADMIN_API_URL: 'medusa:9000' })).toEqual([
      'ADMIN_API_URL must be an absolute http or https URL, got "medusa:9000"',
    ]);
    expect(problems({ ADMIN_API_URL: 'http://127.0.0.1:9100' })).toEqual([]);
    expect(problems({ ADMIN_EXAMPLE_EXTENSION: 'yes please' })).toEqual([
      'ADMIN_EXAMPLE_EXTENSION must be true or false, got "yes please"',
    ]);
    expect(problems({ ADMIN_EMAIL: 'admin' })).toEqual([
      'ADMIN_EMAIL must be an email address, got "admin"',
    ]);
    expect(problems({ ADMIN_PASSWORD: 'admin' })).toEqual([
      'ADMIN_PASSWORD must be 8 to 128 characters long, got 5',
    ]);
  });

  it('checks TRUST_PROXY and FEATURE_FLAGS in the forms their readers take', () => {
    for (const value of ['true', 'false', '1', '2', 'loopback', '10.0.0.0/8,127.0.0.1', '::1']) {
      expect(problems({ TRUST_PROXY: value })).toEqual([]);
    }
    expect(problems({ TRUST_PROXY: 'yes please' })[0]).toMatch(/^TRUST_PROXY must be true, false/);
    expect(problems({ TRUST_PROXY: '10.0.0.0/40' })).toHaveLength(1);
    expect(problems({ FEATURE_FLAGS: 'analytics=maybe' })).toEqual([
      'FEATURE_FLAGS: analytics must be set to true or false, not "maybe"',
    ]);
  });

  it('checks file storage and mail settings, never repeating an SMTP password', () => {
    expect(problems({ FILE_STORAGE: 's3' })).toEqual([
      'FILE_STORAGE=s3 needs S3_BUCKET, the bucket to keep files in',
    ]);
    expect(problems({ S3_BUCKET: 'shop' })[0]).toMatch(
      /^S3_BUCKET is set but FILE_STORAGE is local/,
    );
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be an http(s) URL, not "minio:9000"',
    ]);
    expect(problems({ SMTP_URL: 'smtp://mailer:s3cret@127.0.0.1:2525' })).toEqual([]);
    const [smtp] = problems({ SMTP_URL: 'http://mailer:s3cret@127.0.0.1' });
    expect(smtp).toBe('SMTP_URL must be an smtp:// or smtps:// URL with a host, got a http: URL');
    expect(problems({ MAIL_MAX_ATTEMPTS: '0' })[0]).toMatch(/^MAIL_MAX_ATTEMPTS must be/);
    expect(problems({ MAIL_TRANSPORT: 'log', DATABASE_URL: 'postgres://shop@db/shop' })).toEqual(
      [],
    );
    expect(problems({ MAIL_TRANSPORT: 'smtp' })).toEqual(['MAIL_TRANSPORT=smtp needs SMTP_URL']);
    expect(problems({ MAIL_TRANSPORT: 'log', SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual([
      'MAIL_TRANSPORT=log would not use SMTP_URL: unset one of the two',
    ]);
    expect(problems({ MAIL_TRANSPORT: 'print' })[0]).toMatch(
      /^MAIL_TRANSPORT must be one of smtp, log, none/,
    );
    expect(problems({ STORE_LANGUAGE: 'de' })).toEqual([]);
    expect(problems({ STORE_LANGUAGE: 'klingon' })[0]).toMatch(/^STORE_LANGUAGE must be one of/);
  });

  it("checks the storefront's backend, publishable key and default region (issue 25)", () => {
    const good = {
      STOREFRONT_API_URL: 'https://api.shop.example/',
      STOREFRONT_PUBLISHABLE_KEY: `pk_${'a1'.repeat(32)}`,
      STOREFRONT_DEFAULT_REGION: 'FR',
    };
    expect(problems(good)).toEqual([]);
    expect(storefrontConfigFromEnv(good)).toEqual({
      apiUrl: 'https://api.shop.example',
      publishableKey: `pk_${'a1'.repeat(32)}`,
      defaultRegion: 'fr',
    });
    expect(storefrontConfigFromEnv({ STOREFRONT_DEFAULT_REGION: 'reg_01H' })).toEqual({
      defaultRegion: 'reg_01H',
    });
    expect(storefrontConfigFromEnv({})).toEqual({});
    expect(problems({ STOREFRONT_API_URL: 'medusa:9000' })).toEqual([
      'STOREFRONT_API_URL must be an absolute http or https URL, got "medusa:9000"',
    ]);
    expect(problems({ STOREFRONT_API_URL: 'ftp://medusa.example' })).toHaveLength(1);
    expect(problems({ STOREFRONT_API_URL: 'https://medusa.example/?x=1' })[0]).toMatch(
      /^STOREFRONT_API_URL must not have a query/,
    );
    expect(problems({ STOREFRONT_PUBLISHABLE_KEY: 'pk_1 2' })[0]).toMatch(
      /^STOREFRONT_PUBLISHABLE_KEY must be/,
    );
    expect(problems({ STOREFRONT_DEFAULT_REGION: 'Europe <script>' })[0]).toMatch(
      /^STOREFRONT_DEFAULT_REGION must be a region id/,
    );
  });

  it('lists every problem at once, one line each', () => {
    const found = problems({
      PORT: '99999',
      COOKIE_SECRET: 'x',
      PUBLIC_URL: 'nope',
      DATABASE_URL: 'sqlite:shop.db',
      SEED_DEMO: 'perhaps',
    });
    expect(found).toHaveLength(5);
    for (const line of found) expect(line).not.toContain('\n');
    const error = new SettingsError(found);
    expect(error.message.split('\n')).toHaveLength(6);
  });

  it('gives the demo images the public origin, else the address the server listens on', () => {
    expect(firstStartSettings(readSettings({ PORT: '9123' })).origin).toBe('http://127.0.0.1:9123');
    expect(
      firstStartSettings(readSettings({ PORT: '9123', PUBLIC_URL: 'https://shop.example.com' }))
        .origin,
    ).toBe('https://shop.example.com');
  });
});
