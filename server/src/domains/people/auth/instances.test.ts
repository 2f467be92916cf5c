import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import {
  isolatedSchema,
  postgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../../../test/postgres.ts';
import { createUser } from '../users/service.ts';

// Two server instances, each with its own connection pool as two processes would have.
describe.skipIf(!postgresAvailable())(
  'sessions and rate limits across two instances on one PostgreSQL database',
  () => {
    let server: TestPostgres | null;
    let schema: Awaited<ReturnType<typeof isolatedSchema>>;
    let databases: Database[] = [];
    let apps: FastifyInstance[] = [];
    const credentials = { email: 'ops@example.com', password: 'two instances' };

    beforeAll(async () => {
      server = await startPostgres();
      if (!server) throw new Error('PostgreSQL was available a moment ago');
      schema = await isolatedSchema(server.url);
      databases = [
        await openDatabase({ url: schema.url }),
        await openDatabase({ url: schema.url }),
      ];
      await migrate(databases[0] as Database);
      apps = await Promise.all(databases.map((database) => buildTestApp(database)));
      await createUser((databases[0] as Database).db, credentials);
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await schema?.drop();
      await server?.stop();
    });

    it('agree on one signing secret and accept each other’s sessions and tokens', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      // Both sign in at once, so both race to create the shared secret.
      const [fromA, fromB] = await Promise.all([
        a.inject({ method: 'POST', url: '/admin/auth', payload: credentials }),
        b.inject({ method: 'POST', url: '/admin/auth/token', payload: credentials }),
      ]);
      expectContract('AdminCreateAuth', fromA);
      const cookie = String(fromA.headers['set-cookie']).split(';')[0] as string;
      const { access_token } = expectContract('AdminCreateAuthToken', fromB);

      expectContract(
        'AdminGetStore',
        await b.inject({ method: 'GET', url: '/admin/store', headers: { cookie } }),
      );
      expectContract(
        'AdminGetAuth',
        await a.inject({
          method: 'GET',
          url: '/admin/auth',
          headers: { authorization: `Bearer ${access_token}` },
        }),
      );
      const none = await b.inject({ method: 'GET', url: '/admin/store' });
      expect(none.statusCode).toBe(401);
    });

    it('end a session on one instance and the other refuses it at once', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const signIn = await a.inject({ method: 'POST', url: '/admin/auth', payload: credentials });
      const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
      const token = await b.inject({
        method: 'POST',
        url: '/admin/auth/token',
        payload: credentials,
      });
      const bearer = { authorization: `Bearer ${token.json().access_token}` };
      expect(
        (await b.inject({ method: 'GET', url: '/admin/auth', headers: { cookie } })).statusCode,
      ).toBe(200);
      await a.inject({ method: 'DELETE', url: '/admin/auth', headers: { cookie } });
      expect(
        (await b.inject({ method: 'GET', url: '/admin/auth', headers: { cookie } })).statusCode,
      ).toBe(401);
      // Ending the other one from instance B, by its id, is seen by instance A.
      const listed = await b.inject({
        method: 'GET',
        url: '/admin/auth/sessions',
        headers: bearer,
      });
      const own = listed.json().sessions.find((s: { current: boolean }) => s.current);
      await b.inject({ method: 'DELETE', url: `/admin/auth/sessions/${own.id}`, headers: bearer });
      expect(
        (await a.inject({ method: 'GET', url: '/admin/auth', headers: bearer })).statusCode,
      ).toBe(401);
    });

    it('spend one rate limit budget per client address between them', async () => {
      const limited = await Promise.all(
        databases.map((database) => buildTestApp(database, { auth: { rateLimit: { max: 4 } } })),
      );
      const [a, b] = limited as [FastifyInstance, FastifyInstance];
      const lookup = (app: FastifyInstance, remoteAddress: string) =>
        app.inject({
          method: 'GET',
          url: '/store/orders?display_id=1&email=victim@example.com',
          remoteAddress,
        });
      try {
        // Two hits on each instance, half of them at the same moment: the budget of 4 is spent.
        const spent = [
          ...(await Promise.all([lookup(a, '198.51.100.1'), lookup(b, '198.51.100.1')])),
          await lookup(a, '198.51.100.1'),
          await lookup(b, '198.51.100.1'),
        ];
        expect(spent.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
        for (const app of [a, b]) {
          const refused = await lookup(app, '198.51.100.1');
          expect(refused.statusCode).toBe(429);
          expect(refused.json().type).toBe('too_many_requests');
        }
        expect((await lookup(b, '198.51.100.2')).statusCode).toBe(404);
      } finally {
        for (const app of limited) await app.close();
      }
    });
  },
);
