import { matchLanguage } from '@commerce/client/i18n/languages';
import { featureFlagsFromEnv, storageSettingsFromEnv } from '../domains/settings/index.ts';
import { readStorefrontConfig } from '../http/storefront-config.ts';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevel } from '../logging/levels.ts';
import { readMailTransport } from '../notifications/email/transport-choice.ts';
import { seedDemoDefault } from './demo-defaults.ts';
import {
  checkTrustProxy,
  type Read,
  readBoolean,
  readHttpUrl,
  readInteger,
  readOneOf,
  readPositiveInteger,
  readPostgresUrl,
  readSecret,
  readSmtpUrl,
} from './values.ts';

/*
 * Every environment setting the server reads, checked once at start (main.ts), so that a
 * mistake stops the server with a line that names it instead of showing up later as a
 * crash, a weak secret or a wrong link. The modules that use a setting may still read it
 * from the environment themselves (tests set them per app); this is where it is judged.
 * The table of server/README.md lists them.
 */

export interface Settings {
  host: string;
  port: number;
  /** A PostgreSQL server; unset: the embedded PGlite under DATA_DIR. */
  databaseUrl?: string;
  /** The origin of every absolute link (http/public-url.ts); unset: the request's own. */
  publicUrl?: string;
  /** Whether an empty database gets the demo store (seed/first-start.ts). */
  seedDemo: boolean;
  /** Whether the `test-card` payment provider is installed (payments/providers.ts). */
  paymentTestCard: boolean;
  /** The first staff user, made on an empty database; no password: one is generated. */
  admin: { email: string; password?: string };
  logLevel: LogLevel;
  /** Whether requests for the apps' files are logged (logging/static-requests.ts). */
  logStatic: boolean;
}

/** The settings the server cannot start with, one sentence each. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** The secrets that sign sessions and download URLs: 32 characters, about 190 bits in base64. */
const MIN_SECRET_LENGTH = 32;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and checks every setting; throws a SettingsError listing all problems at once. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const problems: string[] = [];
  function take<T>(read: Read<T>, fallback: T): T {
    if ('problem' in read) {
      problems.push(read.problem);
      return fallback;
    }
    return read.value;
  }
  const check = (problem: string | undefined) => {
    if (problem) problems.push(problem);
  };

  const host = env.HOST?.trim() || '127.0.0.1';
  const port = take(readInteger('PORT', env.PORT, 9000, { min: 0, max: 65_535 }), 9000);
  const databaseUrl = take(readPostgresUrl('DATABASE_URL', env.DATABASE_URL), undefined);
  const publicUrl = take(readHttpUrl('PUBLIC_URL', env.PUBLIC_URL, 'origin'), undefined);
  const seedDemo = take(readBoolean('SEED_DEMO', env.SEED_DEMO, seedDemoDefault(env)), false);
  const paymentTestCard = take(
    readBoolean('PAYMENT_TEST_CARD', env.PAYMENT_TEST_CARD, seedDemo),
    false,
  );
  const logLevel = take(
    readOneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, DEFAULT_LOG_LEVEL),
    DEFAULT_LOG_LEVEL,
  );
  const logStatic = take(readBoolean('LOG_STATIC', env.LOG_STATIC, false), false);
  // Read again where the admin's page is served (http/admin-page.ts); judged here.
  take(readBoolean('ADMIN_EXAMPLE_EXTENSION', env.ADMIN_EXAMPLE_EXTENSION, false), false);
  // The storefront's backend, key and default region (http/storefront-config.ts), read again
  // where its pages are rendered.
  for (const read of readStorefrontConfig(env)) take(read, {});
  // Read again where the admin's page and its CSP are made (http/admin-page.ts).
  take(readHttpUrl('ADMIN_API_URL', env.ADMIN_API_URL, 'base'), undefined);

  const email = env.ADMIN_EMAIL?.trim() || 'admin@example.com';
  if (!EMAIL.test(email) || email.length > 254) {
    problems.push(`ADMIN_EMAIL must be an email address, got ${JSON.stringify(email)}`);
  }
  const password = env.ADMIN_PASSWORD || undefined;
  // The contract's rule for every password (issue 21), kept for the first one too.
  if (password !== undefined && (password.length < 8 || password.length > 128)) {
    problems.push(`ADMIN_PASSWORD must be 8 to 128 characters long, got ${password.length}`);
  }

  take(readSecret('COOKIE_SECRET', env.COOKIE_SECRET, MIN_SECRET_LENGTH), undefined);
  take(readSecret('UPLOAD_SECRET', env.UPLOAD_SECRET, MIN_SECRET_LENGTH), undefined);
  take(readHttpUrl('UPLOAD_BASE_URL', env.UPLOAD_BASE_URL, 'base'), undefined);
  take(readHttpUrl('VITE_API_URL', env.VITE_API_URL, 'base'), undefined);
  take(readHttpUrl('VITE_ANALYTICS_URL', env.VITE_ANALYTICS_URL, 'base'), undefined);
  for (const name of [
    'AUTH_RATE_LIMIT_MAX',
    'AUTH_RATE_LIMIT_WINDOW_MS',
    'UPLOAD_MAX_FILE_SIZE',
    'UPLOAD_MAX_FILES',
    'UPLOAD_URL_TTL_SECONDS',
    'MAIL_MAX_ATTEMPTS',
    'MAIL_RETRY_BASE_MS',
    'SHUTDOWN_TIMEOUT_MS',
    'RESPONSE_CACHE_MAX_BYTES',
  ]) {
    take(readPositiveInteger(name, env[name], 1), 1);
  }
  take(readSmtpUrl('SMTP_URL', env.SMTP_URL), undefined);
  take(readMailTransport(env), 'none');
  const language = env.STORE_LANGUAGE?.trim();
  if (language && !matchLanguage(language)) {
    problems.push(
      `STORE_LANGUAGE must be one of the store's 21 languages (en, de, ar…), got ${JSON.stringify(language)}`,
    );
  }
  check(checkTrustProxy(env.TRUST_PROXY));
  // These readers throw a sentence of their own (file storage: the S3_* combinations).
  for (const read of [
    () => featureFlagsFromEnv(env.FEATURE_FLAGS),
    () => storageSettingsFromEnv(env),
  ]) {
    try {
      read();
    } catch (error) {
      problems.push((error as Error).message);
    }
  }

  if (problems.length > 0) throw new SettingsError(problems);
  return {
    host,
    port,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    seedDemo,
    paymentTestCard,
    admin: { email, ...(password ? { password } : {}) },
    logLevel,
    logStatic,
  };
}

/**
 * main.ts's reading: on a problem, prints one line per problem on stderr (no stack: the
 * operator has nothing to debug, only a value to fix) and exits with code 1.
 */
export function settingsOrExit(env: NodeJS.ProcessEnv): Settings {
  try {
    return readSettings(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    for (const problem of error.problems) process.stderr.write(`Invalid setting: ${problem}\n`);
    process.exit(1);
  }
}
