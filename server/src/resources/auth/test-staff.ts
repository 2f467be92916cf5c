import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { createUser } from '../users/service.ts';

export interface StaffTestApp {
  database: Database;
  app: FastifyInstance;
  /** A real bearer token of an admin user, from `POST /admin/auth/token`. */
  headers: { authorization: string };
  close(): Promise<void>;
}

/** The real app with real auth over a fresh test database, and a signed-in admin. */
export async function staffTestApp(
  email = 'owner@example.com',
  password = 'owner password',
): Promise<StaffTestApp> {
  const database = await testDatabase();
  const app = await buildTestApp(database);
  await createUser(database.db, { email, password, role: 'admin' });
  const token = await app.inject({
    method: 'POST',
    url: '/admin/auth/token',
    payload: { email, password },
  });
  return {
    database,
    app,
    headers: { authorization: `Bearer ${token.json().access_token}` },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
