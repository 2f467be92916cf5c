import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { featureFlagsFromEnv } from './features.ts';
import { storeHandlers } from './handlers.ts';

let database: Database;
let app: FastifyInstance;
let leaky: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  leaky = await buildTestApp(database, {
    authenticate: authenticateAsStaff,
    handlers: {
      // The real handler, plus what a careless one might return alongside the store.
      AdminGetStore: async (request) => {
        const data = await storeHandlers.AdminGetStore(request);
        const withSecrets = {
          ...data,
          token: 'jwt-secret',
          store: { ...data.store, password_hash: '$argon2id$secret' },
        };
        return withSecrets;
      },
    },
  });
});

afterAll(async () => {
  await app?.close();
  await leaky?.close();
  await database?.close();
});

describe('GET /admin/store', () => {
  it('answers the store seeded by the first migration', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/store' });
    expect(response.statusCode).toBe(200);
    const { store } = response.json();
    expect(store).toMatchObject({
      name: 'Commerce Store',
      default_currency_code: 'usd',
      metadata: null,
      modules: [
        { module: 'inventoryService', resolution: 'built-in' },
        { module: 'stockLocationService', resolution: 'built-in' },
        // What the admin looks for before showing custom roles, staff sessions and the
        // after-sales lists' filters, which Medusa v1 lacks (issue 25).
        { module: 'customRoles', resolution: 'built-in' },
        { module: 'staffSessions', resolution: 'built-in' },
        { module: 'afterSalesFilters', resolution: 'built-in' },
      ],
    });
    expect(store.feature_flags).toContainEqual({ key: 'analytics', value: false });
    expect(store.feature_flags).toContainEqual({ key: 'sales_channels', value: true });
    expect(store.id).toMatch(/^store_[0-9A-F]{26}$/);
    expect(new Date(store.created_at).toISOString()).toBe(store.created_at);
  });

  it('reports the feature flags the server was started with', async () => {
    const flagged = await buildTestApp(database, {
      authenticate: authenticateAsStaff,
      featureFlags: featureFlagsFromEnv('analytics,sales_channels=false,beta_screens'),
    });
    const { store } = expectContract(
      'AdminGetStore',
      await flagged.inject({ method: 'GET', url: '/admin/store' }),
    );
    await flagged.close();
    const flags = Object.fromEntries(
      store.feature_flags.map((f: { key: string; value: boolean }) => [f.key, f.value]),
    );
    expect(flags).toMatchObject({ analytics: true, sales_channels: false, beta_screens: true });
    expect(() => featureFlagsFromEnv('analytics=yes')).toThrow(
      'analytics must be set to true or false',
    );
  });

  it('never sends a field outside the response schema', async () => {
    const response = await leaky.inject({ method: 'GET', url: '/admin/store' });
    expect(response.statusCode).toBe(200);
    expect(response.json().store.name).toBe('Commerce Store');
    expect(response.body).not.toMatch(/secret|password_hash|token/);
  });

  it('needs credentials', async () => {
    const unauthenticated = await buildTestApp(database);
    const response = await unauthenticated.inject({ method: 'GET', url: '/admin/store' });
    expect(response.statusCode).toBe(401);
    await unauthenticated.close();
  });
});
