import { randomBytes } from 'node:crypto';
import { adminCreateAuthToken, adminDeleteAuth } from '@commerce/client/admin/operations';
import { createClient } from '@commerce/client/runtime';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, executeRows } from '../db/database.ts';
import { createUser } from '../domains/people/index.ts';
import type { Settings } from '../settings/settings.ts';
import { type DemoExtras, seedDemoExtras } from './demo-extras.ts';
import { type SeedSummary, seedDemoStore } from './demo-store.ts';
import { injectFetch } from './inject-fetch.ts';

/** Serialises the first start of several instances on one database (cf. db/migrate.ts). */
const FIRST_START_LOCK = 741_852_964;

export interface FirstStartSettings {
  admin: { email: string; password?: string };
  /** Whether the demo store is seeded too (`SEED_DEMO`). */
  seedDemo: boolean;
  /** Whether the demo regions offer `test-card` (`PAYMENT_TEST_CARD`). */
  paymentTestCard: boolean;
  /** The origin the demo images' URLs start with. */
  origin: string;
}

export interface FirstStartResult {
  email: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
  /** The demo store seeded, or null when `SEED_DEMO` is off. */
  seed: SeedSummary | null;
  /** The demo store's codes to try (discount, gift cards) and other extras. */
  extras?: DemoExtras;
}

/**
 * What the first start needs from the settings. The demo images are stored with absolute
 * URLs: `PUBLIC_URL`, else the address the server will listen on, which browsers on this
 * machine can load (`UPLOAD_BASE_URL`, when set, still wins).
 */
export function firstStartSettings(settings: Settings): FirstStartSettings {
  return {
    admin: settings.admin,
    seedDemo: settings.seedDemo,
    paymentTestCard: settings.paymentTestCard,
    origin: settings.publicUrl ?? `http://${settings.host}:${settings.port}`,
  };
}

type Count = { count: number | string };
const STAFF_COUNT = 'SELECT count(*) AS count FROM "user" WHERE deleted_at IS NULL';

/**
 * On a database without staff users (a fresh install): creates the admin user (a password
 * is generated when none is set) and, with `seedDemo`, seeds the demo store through the
 * admin API as that user. Answers null on later starts, so a second start keeps the data.
 *
 * Replicas started together on one empty PostgreSQL database take turns on an advisory
 * lock, held in a transaction of its own while the work goes through the app's other
 * connections: the first seeds, the others wait, then find the admin and skip. (The
 * embedded PGlite is one process's alone, and its single connection would wait for itself.)
 */
export async function firstStart(
  app: FastifyInstance,
  database: Database,
  settings: FirstStartSettings,
): Promise<FirstStartResult | null> {
  if (database.kind === 'pglite') {
    if (await hasStaff(app)) return null;
    return createAdminAndSeed(app, settings);
  }
  return database.rawTransaction(async (locked) => {
    await locked.query('SELECT pg_advisory_xact_lock($1)', [FIRST_START_LOCK]);
    // Read after the lock: another instance may have finished the first start meanwhile.
    const [row] = await locked.query<Count>(STAFF_COUNT);
    if (Number(row?.count ?? 0) > 0) return null;
    return createAdminAndSeed(app, settings);
  });
}

async function hasStaff(app: FastifyInstance): Promise<boolean> {
  const [row] = await executeRows<Count>(app.db, sql.raw(STAFF_COUNT));
  return Number(row?.count ?? 0) > 0;
}

async function createAdminAndSeed(
  app: FastifyInstance,
  settings: FirstStartSettings,
): Promise<FirstStartResult> {
  const { email } = settings.admin;
  const generatedPassword = settings.admin.password
    ? undefined
    : randomBytes(12).toString('base64url');
  const password = settings.admin.password ?? (generatedPassword as string);
  // The contract's rule for every password (issue 21), kept for the first one too.
  if (password.length < 8 || password.length > 128)
    throw new Error('ADMIN_PASSWORD must be 8 to 128 characters long');
  await createUser(app.db, {
    email,
    password,
    role: 'admin',
    first_name: 'Store',
    last_name: 'Admin',
  });
  const extra = generatedPassword ? { generatedPassword } : {};
  if (!settings.seedDemo) return { email, seed: null, ...extra };

  // The typed client, answered in process: the token call stores the bearer token it gets.
  const client = createClient({ baseUrl: settings.origin, fetch: injectFetch(app) });
  await adminCreateAuthToken(client, { email, password });
  const providers = settings.paymentTestCard ? ['manual', 'test-card'] : ['manual'];
  const seed = await seedDemoStore(client, providers);
  const extras = await seedDemoExtras(client);
  // The seeding session ends with the seeding, rather than living on for 24 hours.
  await adminDeleteAuth(client);
  return { email, seed, extras, ...extra };
}
