import { builtInRolePermissions } from '@commerce/client/permissions';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { Authenticate, Principal } from '../http/auth.ts';
import { testDatabase } from './database.ts';

/**
 * Stands in for real sign-in: every request is signed in as this staff user, with the
 * permissions of a built-in role (admin: everything), and no session.
 */
export function authenticateAs(
  id: string,
  role: keyof typeof builtInRolePermissions = 'admin',
): Authenticate {
  return async (_request, policy) => testPrincipal(id, role, policy.schemes[0]);
}

/** A staff principal with a built-in role's permissions, for services that take one. */
export function testPrincipal(
  id: string,
  role: keyof typeof builtInRolePermissions = 'admin',
  scheme = 'jwt_token',
): Principal {
  return {
    actor: 'user',
    id,
    scheme,
    sessionId: null,
    permissions: new Set(builtInRolePermissions[role]),
  };
}

/** The staff user most tests act as: an admin, `usr_test`. */
export const authenticateAsStaff: Authenticate = authenticateAs('usr_test');

/** The real app over a test database (see test/database.ts), ready for `inject`. */
export async function buildTestApp(
  database: Database,
  options: Omit<AppOptions, 'database'> = {},
): Promise<FastifyInstance> {
  // TEST_LOG=1 shows the app's log (e.g. the cause of a 500) while debugging a test.
  const app = await buildApp({ database, logger: process.env.TEST_LOG === '1', ...options });
  return app;
}

export interface StaffAndShopperApps {
  database: Database;
  /** Every request signed in as staff: for seeding. */
  admin: FastifyInstance;
  /** Anonymous, as a shopper's browser: the app under test. */
  shop: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A staff app and a shopper app on one test database, as two instances behind a load
 * balancer share one (the catalogue cache, compression and the storefront page are tested
 * so). `shopOptions` configures the shopper's app, e.g. the built apps it serves.
 */
export async function staffAndShopperApps(
  shopOptions: Omit<AppOptions, 'database'> = {},
): Promise<StaffAndShopperApps> {
  const database = await testDatabase();
  const admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  const shop = await buildTestApp(database, shopOptions);
  return {
    database,
    admin,
    shop,
    close: async () => {
      await admin.close();
      await shop.close();
      await database.close();
    },
  };
}
