import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { customer } from '../customers/repository.ts';
import { replaceUserPasswordHash, user } from '../users/repository.ts';
import { createUser } from '../users/service.ts';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password.ts';

/** Hashing at the production cost, its upgrade at sign-in, and the hashes of before. */

const PASSWORD = 'correct horse battery';
// Written by the hashing of before issue 22 (scrypt N = 2^14, the same format) for PASSWORD.
const OLD_HASH =
  'scrypt$16384$8$1$OcBxAxrcVFxdrqSbth2GWQ$8-cQQszDTsgvpAYHzdKiBHs4WO4KI6ec4BEtcRO22iDDSNNGDfi-cONsl7T1kmcFYrBBM6VoIEWESoYbYvxtQw';
const PRODUCTION_PREFIX = 'scrypt$131072$8$1$';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The cost of production: the suite otherwise hashes cheaply (vitest.config.ts). */
function atProductionCost() {
  vi.stubEnv('PASSWORD_SCRYPT_N', '');
}

describe('password hashes', () => {
  it('verify in the format of before, and ask for a rehash below the current cost', async () => {
    expect(await verifyPassword(PASSWORD, OLD_HASH)).toBe(true);
    expect(await verifyPassword('wrong', OLD_HASH)).toBe(false);
    atProductionCost();
    expect(passwordNeedsRehash(OLD_HASH)).toBe(true);
    // A costlier hash than the current cost is kept: the cost is never lowered.
    vi.stubEnv('PASSWORD_SCRYPT_N', String(2 ** 12));
    expect(passwordNeedsRehash(OLD_HASH)).toBe(false);
    const cheap = await hashPassword(PASSWORD);
    expect(cheap).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(passwordNeedsRehash(cheap)).toBe(false);
  });

  it('never match a missing or damaged hash', async () => {
    const [scheme, , r, p, salt, key] = OLD_HASH.split('$');
    for (const stored of [
      null,
      undefined,
      '',
      'plain text',
      OLD_HASH.slice(0, -2),
      [scheme, 2 ** 24, r, p, salt, key].join('$'),
      [scheme, 1000, r, p, salt, key].join('$'),
      `${OLD_HASH}$extra`,
    ]) {
      expect(await verifyPassword(PASSWORD, stored)).toBe(false);
    }
  });

  it('refuse a test cost that is no power of two', async () => {
    vi.stubEnv('PASSWORD_SCRYPT_N', '1000');
    await expect(hashPassword(PASSWORD)).rejects.toThrow(/PASSWORD_SCRYPT_N/);
  });
});

// Sign-ins hash at the production cost here: about 1 s each on 2 free cores, more when busy.
describe('sign-in with a hash of before', () => {
  const signIn = (url: string, email: string, password: string) =>
    app.inject({ method: 'POST', url, payload: { email, password } });

  it('upgrades a staff user’s hash to the current cost, not on a wrong password', async () => {
    const staff = await createUser(database.db, {
      email: 'old-hash@example.com',
      password: 'set at first',
      role: 'member',
    });
    await database.db.update(user).set({ password_hash: OLD_HASH }).where(eq(user.id, staff.id));
    const stored = async () =>
      (await database.db.select().from(user).where(eq(user.id, staff.id)))[0]?.password_hash;
    atProductionCost();

    const wrong = await signIn('/admin/auth', staff.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(await stored()).toBe(OLD_HASH);

    expectContract('AdminCreateAuth', await signIn('/admin/auth', staff.email, PASSWORD));
    const upgraded = await stored();
    expect(upgraded).toMatch(PRODUCTION_PREFIX);
    expect(passwordNeedsRehash(upgraded as string)).toBe(false);
    // The new hash opens the account; a second sign-in leaves it as it is.
    expectContract(
      'AdminCreateAuthToken',
      await signIn('/admin/auth/token', staff.email, PASSWORD),
    );
    expect(await stored()).toBe(upgraded);
  }, 90_000);

  it('upgrades a customer’s hash to the current cost, not on a wrong password', async () => {
    const { customer: shopper } = expectContract(
      'StoreCreateCustomer',
      await app.inject({
        method: 'POST',
        url: '/store/customers',
        payload: {
          email: 'old-hash@shop.test',
          password: 'set at first',
          first_name: 'O',
          last_name: 'H',
        },
      }),
    );
    await database.db
      .update(customer)
      .set({ password_hash: OLD_HASH })
      .where(eq(customer.id, shopper.id));
    const stored = async () =>
      (await database.db.select().from(customer).where(eq(customer.id, shopper.id)))[0]
        ?.password_hash;
    atProductionCost();

    const wrong = await signIn('/store/auth/token', shopper.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(await stored()).toBe(OLD_HASH);

    expectContract('StoreCreateAuth', await signIn('/store/auth', shopper.email, PASSWORD));
    const upgraded = await stored();
    expect(upgraded).toMatch(PRODUCTION_PREFIX);
    expectContract(
      'StoreCreateAuthToken',
      await signIn('/store/auth/token', shopper.email, PASSWORD),
    );
    expect(await stored()).toBe(upgraded);
  }, 90_000);

  it('does not overwrite a password changed since the old hash was read', async () => {
    const staff = await createUser(database.db, {
      email: 'raced@example.com',
      password: 'the new password',
      role: 'member',
    });
    const changed = staff.password_hash as string;
    await replaceUserPasswordHash(database.db, staff.id, OLD_HASH, await hashPassword(PASSWORD));
    const [row] = await database.db.select().from(user).where(eq(user.id, staff.id));
    expect(row?.password_hash).toBe(changed);
  });
});
