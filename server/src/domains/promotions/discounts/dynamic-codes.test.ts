import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedDiscount, seedRegions } from '../../../test/fixtures/discounts.ts';

let database: Database;
let app: FastifyInstance;
let europe: { id: string };
let america: { id: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  ({ europe, america } = await seedRegions(app));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });
const DAY = 24 * 60 * 60 * 1000;

async function createCode(parentId: string, payload: object) {
  const response = await call('POST', `/admin/discounts/${parentId}/dynamic-codes`, payload);
  return expectContract('AdminCreateDiscountDynamicCode', response).discount;
}

describe('dynamic codes', () => {
  it('generates codes that share the rule and regions and last valid_duration', async () => {
    const parent = await seedDiscount(app, 'WELCOME', [europe.id, america.id], {
      is_dynamic: true,
      valid_duration: 'P14D',
    });
    expect(parent).toMatchObject({ is_dynamic: true, valid_duration: 'P14D' });

    const before = Date.now();
    const code = await createCode(parent.id, { code: 'welcome-ann', metadata: { for: 'ann' } });
    expect(code).toMatchObject({
      code: 'WELCOME-ANN',
      is_dynamic: true,
      is_disabled: false,
      parent_discount_id: parent.id,
      rule_id: parent.rule_id,
      usage_limit: 1,
      usage_count: 0,
      metadata: { for: 'ann' },
    });
    expect(code.parent_discount).toMatchObject({ id: parent.id, code: 'WELCOME' });
    expect(code.regions).toHaveLength(2);
    const ends = new Date(code.ends_at).getTime();
    expect(ends - new Date(code.starts_at).getTime()).toBe(14 * DAY);
    expect(new Date(code.starts_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const many = await createCode(parent.id, { code: 'WELCOME-BOB', usage_limit: 3 });
    expect(many.usage_limit).toBe(3);
    const list = expectContract(
      'AdminListDiscounts',
      await call('GET', `/admin/discounts?parent_discount_id=${parent.id}&order=code`),
    );
    expect(list.discounts.map((d: { code: string }) => d.code)).toEqual([
      'WELCOME-ANN',
      'WELCOME-BOB',
    ]);
    const byCode = expectContract(
      'AdminGetDiscountByCode',
      await call('GET', '/admin/discounts/code/welcome-bob'),
    );
    expect(byCode.discount.id).toBe(many.id);

    // A change of the parent's rule shows on its codes: they share it.
    await call('POST', `/admin/discounts/${parent.id}`, {
      rule: { id: parent.rule_id, value: 20 },
    });
    const shared = expectContract(
      'AdminGetDiscount',
      await call('GET', `/admin/discounts/${code.id}`),
    );
    expect(shared.discount.rule.value).toBe(20);

    const duplicate = await call('POST', `/admin/discounts/${parent.id}/dynamic-codes`, {
      code: 'Welcome-Ann',
    });
    expect(expectContract('AdminCreateDiscountDynamicCode', duplicate, 422).type).toBe(
      'duplicate_error',
    );
    const taken = await call('POST', `/admin/discounts/${parent.id}/dynamic-codes`, {
      code: 'welcome',
    });
    expectContract('AdminCreateDiscountDynamicCode', taken, 422);

    const deleted = expectContract(
      'AdminDeleteDiscountDynamicCode',
      await call('DELETE', `/admin/discounts/${parent.id}/dynamic-codes/welcome-ann`),
    );
    expect(deleted.discount.id).toBe(parent.id);
    expectContract('AdminGetDiscount', await call('GET', `/admin/discounts/${code.id}`), 404);
    const again = await call('DELETE', `/admin/discounts/${parent.id}/dynamic-codes/WELCOME-ANN`);
    expect(expectContract('AdminDeleteDiscountDynamicCode', again, 404).message).toBe(
      `Dynamic code WELCOME-ANN of discount ${parent.id} was not found`,
    );

    // Deleting the dynamic discount ends its codes too.
    await call('DELETE', `/admin/discounts/${parent.id}`);
    expectContract('AdminGetDiscount', await call('GET', `/admin/discounts/${many.id}`), 404);
  });

  it("never lets a code outlive its dynamic discount and keeps the rule the parent's", async () => {
    const ends = new Date(Date.now() + 2 * DAY).toISOString();
    const parent = await seedDiscount(app, 'SHORT', [europe.id], {
      is_dynamic: true,
      valid_duration: 'P30D',
      ends_at: ends,
    });
    const code = await createCode(parent.id, { code: 'SHORT-1' });
    expect(code.ends_at).toBe(new Date(ends).toISOString());
    const noDuration = await seedDiscount(app, 'OPEN', [europe.id], { is_dynamic: true });
    expect((await createCode(noDuration.id, { code: 'OPEN-1' })).ends_at).toBeNull();

    // The rule and the conditions of a code are changed through its dynamic discount.
    const ruleChange = await call('POST', `/admin/discounts/${code.id}`, {
      rule: { id: code.rule_id, value: 50 },
    });
    expect(expectContract('AdminUpdateDiscount', ruleChange, 400).type).toBe('not_allowed');
    const condition = await call('POST', `/admin/discounts/${code.id}/conditions`, {
      operator: 'in',
      products: [],
    });
    expectContract('AdminCreateDiscountCondition', condition, 400);
    // Its own fields can change.
    const disabled = expectContract(
      'AdminUpdateDiscount',
      await call('POST', `/admin/discounts/${code.id}`, { is_disabled: true }),
    );
    expect(disabled.discount.is_disabled).toBe(true);
  });

  it('refuses codes from discounts that are not dynamic, or ended', async () => {
    const plain = await seedDiscount(app, 'PLAIN', [europe.id]);
    const response = await call('POST', `/admin/discounts/${plain.id}/dynamic-codes`, {
      code: 'X1',
    });
    expect(expectContract('AdminCreateDiscountDynamicCode', response, 400).message).toBe(
      'Codes can only be generated from a dynamic discount',
    );
    const dynamic = await seedDiscount(app, 'ENDED', [europe.id], {
      is_dynamic: true,
      starts_at: '2020-01-01T00:00:00Z',
      ends_at: '2020-02-01T00:00:00Z',
    });
    const ended = await call('POST', `/admin/discounts/${dynamic.id}/dynamic-codes`, {
      code: 'X2',
    });
    expect(expectContract('AdminCreateDiscountDynamicCode', ended, 400).message).toBe(
      'Discount ENDED has ended',
    );
    const bad: [string, Method, string, object?][] = [
      [
        'AdminCreateDiscountDynamicCode',
        'POST',
        `/admin/discounts/${dynamic.id}/dynamic-codes`,
        {},
      ],
      [
        'AdminCreateDiscountDynamicCode',
        'POST',
        `/admin/discounts/${dynamic.id}/dynamic-codes`,
        { code: '' },
      ],
      [
        'AdminCreateDiscountDynamicCode',
        'POST',
        `/admin/discounts/${dynamic.id}/dynamic-codes`,
        { code: 'X3', usage_limit: 0 },
      ],
    ];
    for (const [operationId, method, url, payload] of bad) {
      expectContract(operationId, await call(method, url, payload), 400);
    }
  });
});
