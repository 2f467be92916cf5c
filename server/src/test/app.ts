import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { Authenticate } from '../http/auth.ts';

/** Stands in for issue 4's auth: every request is signed in as this staff user. */
export const authenticateAsStaff: Authenticate = async (_request, policy) => ({
  actor: 'user',
  id: 'usr_test',
  scheme: policy.schemes[0] ?? 'jwt_token',
});

/** The real app over a test database (see test/database.ts), ready for `inject`. */
export async function buildTestApp(
  database: Database,
  options: Omit<AppOptions, 'database'> = {},
): Promise<FastifyInstance> {
  // TEST_LOG=1 shows the app's log (e.g. the cause of a 500) while debugging a test.
  const app = await buildApp({ database, logger: process.env.TEST_LOG === '1', ...options });
  return app;
}
