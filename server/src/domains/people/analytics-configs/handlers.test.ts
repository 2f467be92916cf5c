import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { type StaffTestApp, staffTestApp } from '../../../test/fixtures/staff.ts';

let staff: StaffTestApp;
let app: FastifyInstance;
let headers: { authorization: string };

beforeAll(async () => {
  staff = await staffTestApp();
  app = staff.app;
  headers = staff.headers;
});

afterAll(async () => {
  await staff?.close();
});

describe('analytics configs', () => {
  it('is 404 until created, then created once and updated', async () => {
    const none = await app.inject({ method: 'GET', url: '/admin/analytics-configs', headers });
    expect(none.statusCode).toBe(404);
    const created = await app.inject({
      method: 'POST',
      url: '/admin/analytics-configs',
      headers,
      payload: { opt_out: false, anonymize: true },
    });
    const { analytics_config } = expectContract('AdminCreateAnalyticsConfig', created);
    expect(analytics_config).toMatchObject({ opt_out: false, anonymize: true });
    const twice = await app.inject({
      method: 'POST',
      url: '/admin/analytics-configs',
      headers,
      payload: { opt_out: false, anonymize: true },
    });
    expect(twice.statusCode).toBe(422);
    const updated = await app.inject({
      method: 'POST',
      url: '/admin/analytics-configs/update',
      headers,
      payload: { opt_out: true },
    });
    expect(expectContract('AdminUpdateAnalyticsConfig', updated).analytics_config.opt_out).toBe(
      true,
    );
    const got = await app.inject({ method: 'GET', url: '/admin/analytics-configs', headers });
    expect(expectContract('AdminGetAnalyticsConfig', got).analytics_config.id).toBe(
      analytics_config.id,
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/admin/analytics-configs',
      headers,
      payload: { opt_out: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/admin/analytics-configs' })).statusCode).toBe(
      401,
    );
  });
});
