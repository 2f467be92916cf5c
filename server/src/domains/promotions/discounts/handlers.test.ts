import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedDiscount, seedRegions } from '../../../test/fixtures/discounts.ts';
import { seedProduct } from '../../../test/fixtures/products.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;
let europe: { id: string };
let america: { id: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  ({ europe, america } = await seedRegions(app));
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('discounts', () => {
  it('creates a discount with its rule, conditions and regions', async () => {
    const product = await seedProduct(app, europe.id);
    const response = await call('POST', '/admin/discounts', {
      code: 'summer10',
      rule: {
        type: 'percentage',
        value: 10,
        allocation: 'item',
        description: 'Summer sale',
        conditions: [{ operator: 'in', products: [product.id] }],
      },
      regions: [europe.id, america.id],
      starts_at: '2026-06-01T00:00:00Z',
      ends_at: '2026-09-01T00:00:00Z',
      usage_limit: 100,
      metadata: { campaign: 'summer' },
    });
    const { discount } = expectContract('AdminCreateDiscount', response);
    expect(discount).toMatchObject({
      code: 'SUMMER10',
      is_dynamic: false,
      is_disabled: false,
      parent_discount_id: null,
      parent_discount: null,
      starts_at: '2026-06-01T00:00:00.000Z',
      ends_at: '2026-09-01T00:00:00.000Z',
      valid_duration: null,
      usage_limit: 100,
      usage_count: 0,
      metadata: { campaign: 'summer' },
      rule: { type: 'percentage', value: 10, allocation: 'item', description: 'Summer sale' },
    });
    expect(discount.id).toMatch(/^disc_/);
    expect(discount.rule.id).toBe(discount.rule_id);
    expect(discount.rule.conditions).toMatchObject([
      { type: 'products', operator: 'in', discount_rule_id: discount.rule_id },
    ]);
    expect(discount.rule.conditions[0].id).toMatch(/^discon_/);
    expect(ids(discount.regions).sort()).toEqual([europe.id, america.id].sort());

    const got = expectContract(
      'AdminGetDiscount',
      await call('GET', `/admin/discounts/${discount.id}`),
    );
    expect(got.discount).toEqual(discount);
    const byCode = expectContract(
      'AdminGetDiscountByCode',
      await call('GET', '/admin/discounts/code/Summer10'),
    );
    expect(byCode.discount.id).toBe(discount.id);
    const noCode = await call('GET', '/admin/discounts/code/NOPE');
    expect(expectContract('AdminGetDiscountByCode', noCode, 404).message).toBe(
      'Discount with code: NOPE was not found',
    );
  });

  it('defaults starts_at to now and allows free shipping and fixed discounts', async () => {
    const before = Date.now();
    const free = await seedDiscount(app, 'FREESHIP', [europe.id, america.id], {
      rule: { type: 'free_shipping', value: 0, allocation: 'total' },
    });
    expect(new Date(free.starts_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(free.rule).toMatchObject({ type: 'free_shipping', value: 0 });
    const fixed = await seedDiscount(app, 'FIVEOFF', [america.id], {
      rule: { type: 'fixed', value: 500, allocation: 'total' },
    });
    expect(fixed.rule).toMatchObject({ type: 'fixed', value: 500, allocation: 'total' });
  });

  it('lists with search, filters and pagination', async () => {
    await seedDiscount(app, 'LIST-A', [europe.id]);
    await seedDiscount(app, 'LIST-B', [europe.id], { is_disabled: true });
    await seedDiscount(app, 'LIST-C', [europe.id], {
      rule: { type: 'fixed', value: 100, allocation: 'item' },
    });
    const search = expectContract(
      'AdminListDiscounts',
      await call('GET', '/admin/discounts?q=list-&order=code'),
    );
    expect(search.discounts.map((d: { code: string }) => d.code)).toEqual([
      'LIST-A',
      'LIST-B',
      'LIST-C',
    ]);
    expect(search).toMatchObject({ count: 3, offset: 0, limit: 20 });
    expect(search.discounts[0].rule).toBeDefined();
    expect(search.discounts[0].regions).toHaveLength(1);
    const disabled = expectContract(
      'AdminListDiscounts',
      await call('GET', '/admin/discounts?q=list-&is_disabled=true'),
    );
    expect(disabled.discounts.map((d: { code: string }) => d.code)).toEqual(['LIST-B']);
    const fixedItem = expectContract(
      'AdminListDiscounts',
      await call('GET', '/admin/discounts?q=list-&rule[type]=fixed&rule[allocation]=item'),
    );
    expect(fixedItem.discounts.map((d: { code: string }) => d.code)).toEqual(['LIST-C']);
    const page = expectContract(
      'AdminListDiscounts',
      await call('GET', '/admin/discounts?q=list-&order=-code&limit=1&offset=1'),
    );
    expect(page).toMatchObject({ count: 3, limit: 1, offset: 1 });
    expect(page.discounts[0].code).toBe('LIST-B');
    const dynamic = expectContract(
      'AdminListDiscounts',
      await call('GET', '/admin/discounts?q=list-&is_dynamic=true'),
    );
    expect(dynamic.count).toBe(0);
  });

  it('updates fields, the rule, its conditions and the regions', async () => {
    const product = await seedProduct(app, europe.id, { handle: 'update-shirt' });
    const discount = await seedDiscount(app, 'UPDATE-ME', [europe.id], {
      rule: {
        type: 'percentage',
        value: 10,
        allocation: 'total',
        conditions: [{ operator: 'in', products: [product.id] }],
      },
    });
    const condition = discount.rule.conditions[0];
    const response = await call('POST', `/admin/discounts/${discount.id}`, {
      code: 'updated',
      is_disabled: true,
      ends_at: '2099-01-01T00:00:00Z',
      usage_limit: 5,
      regions: [america.id],
      metadata: { a: 1 },
      rule: {
        id: discount.rule_id,
        value: 25,
        allocation: 'item',
        description: 'More off',
        conditions: [
          { id: condition.id, operator: 'not_in' },
          { operator: 'in', product_types: [product.type_id] },
        ],
      },
    });
    const updated = expectContract('AdminUpdateDiscount', response).discount;
    expect(updated).toMatchObject({
      code: 'UPDATED',
      is_disabled: true,
      ends_at: '2099-01-01T00:00:00.000Z',
      usage_limit: 5,
      metadata: { a: 1 },
      rule: { value: 25, allocation: 'item', description: 'More off' },
    });
    expect(ids(updated.regions)).toEqual([america.id]);
    expect(updated.rule.conditions).toMatchObject([
      { id: condition.id, type: 'products', operator: 'not_in' },
      { type: 'product_types', operator: 'in' },
    ]);
    // Clearing ends_at and the usage limit.
    const cleared = expectContract(
      'AdminUpdateDiscount',
      await call('POST', `/admin/discounts/${discount.id}`, { ends_at: null, usage_limit: null }),
    ).discount;
    expect(cleared).toMatchObject({ ends_at: null, usage_limit: null, code: 'UPDATED' });
    // An empty body changes nothing.
    expectContract('AdminUpdateDiscount', await call('POST', `/admin/discounts/${discount.id}`));
  });

  it('deletes softly and frees the code', async () => {
    const discount = await seedDiscount(app, 'GONE', [europe.id]);
    const deleted = expectContract(
      'AdminDeleteDiscount',
      await call('DELETE', `/admin/discounts/${discount.id}`),
    );
    expect(deleted).toEqual({ id: discount.id, object: 'discount', deleted: true });
    expectContract('AdminGetDiscount', await call('GET', `/admin/discounts/${discount.id}`), 404);
    expectContract('AdminGetDiscountByCode', await call('GET', '/admin/discounts/code/GONE'), 404);
    const list = expectContract('AdminListDiscounts', await call('GET', '/admin/discounts?q=GONE'));
    expect(list.count).toBe(0);
    await seedDiscount(app, 'gone', [europe.id]);
  });

  it('answers 422 for a code another live discount has, in any case', async () => {
    await seedDiscount(app, 'TAKEN', [europe.id]);
    const again = await call('POST', '/admin/discounts', {
      code: 'taken',
      rule: { type: 'percentage', value: 5, allocation: 'total' },
      regions: [europe.id],
    });
    expect(expectContract('AdminCreateDiscount', again, 422)).toMatchObject({
      type: 'duplicate_error',
      message: 'Discount with code TAKEN already exists',
    });
    const other = await seedDiscount(app, 'OTHER', [europe.id]);
    const rename = await call('POST', `/admin/discounts/${other.id}`, { code: 'Taken' });
    expectContract('AdminUpdateDiscount', rename, 422);
  });

  it('rejects values, regions, dates and conditions the rules forbid', async () => {
    const rule = { type: 'percentage', value: 10, allocation: 'total' };
    const create = async (payload: object) =>
      expectContract(
        'AdminCreateDiscount',
        await call('POST', '/admin/discounts', {
          code: 'BAD',
          rule,
          regions: [europe.id],
          ...payload,
        }),
        400,
      ).message;
    expect(await create({ rule: { ...rule, value: 101 } })).toBe(
      'Discount value above 100 is not allowed when type is percentage',
    );
    expect(
      await create({ rule: { ...rule, type: 'fixed' }, regions: [europe.id, america.id] }),
    ).toBe('Fixed discounts can have one region');
    expect(await create({ rule: { ...rule, type: 'free_shipping', value: 5 } })).toBe(
      'A free_shipping discount must have the value 0',
    );
    expect(
      await create({ starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-04-01T00:00:00Z' }),
    ).toBe('ends_at must be after starts_at');
    expect(await create({ valid_duration: 'P1D' })).toBe(
      'valid_duration is only allowed on dynamic discounts',
    );
    expect(await create({ is_dynamic: true, valid_duration: '14 days' })).toMatch(/ISO 8601/);
    expect(await create({ regions: ['reg_missing'] })).toBe(
      'Region with id: reg_missing was not found',
    );
    expect(await create({ code: '   ' })).toBe('code must not be blank');
    expect(
      await create({
        rule: { ...rule, conditions: [{ operator: 'in', products: ['prod_missing'] }] },
      }),
    ).toBe('Product with id: prod_missing was not found');
    expect(
      await create({
        rule: { ...rule, conditions: [{ operator: 'in', products: [], product_tags: [] }] },
      }),
    ).toMatch(/exactly one of/);
    expect(
      await create({
        rule: {
          ...rule,
          conditions: [
            { operator: 'in', customer_groups: [] },
            { operator: 'not_in', customer_groups: [] },
          ],
        },
      }),
    ).toBe('The discount rule already has a condition of type customer_groups');
    // Schema failures.
    await create({ regions: [] });
    await create({ rule: { ...rule, type: 'bogus' } });
    await create({ rule: { ...rule, value: 2.5 } });
    await create({ usage_limit: 0 });
    await create({ ends_at: 'tomorrow' });
    await create({ extra: true });
    expectContract(
      'AdminListDiscounts',
      await call('GET', '/admin/discounts?rule[type]=half'),
      400,
    );
    expectContract('AdminListDiscounts', await call('GET', '/admin/discounts?order=rule'), 400);

    const discount = await seedDiscount(app, 'VALIDATE-UPDATE', [europe.id]);
    const update = async (payload: object) =>
      expectContract(
        'AdminUpdateDiscount',
        await call('POST', `/admin/discounts/${discount.id}`, payload),
        400,
      ).message;
    expect(await update({ rule: { id: 'dru_other', value: 5 } })).toBe(
      `Discount rule dru_other is not the rule of discount ${discount.id}`,
    );
    expect(await update({ rule: { id: discount.rule_id, value: 150 } })).toMatch(/above 100/);
    expect(
      await update({
        rule: { id: discount.rule_id, conditions: [{ id: 'discon_x', operator: 'in' }] },
      }),
    ).toBe('Discount condition with id: discon_x was not found');
    expect(await update({ ends_at: '2000-01-01T00:00:00Z' })).toBe(
      'ends_at must be after starts_at',
    );
    expect(await update({ regions: ['reg_missing'] })).toBe(
      'Region with id: reg_missing was not found',
    );
    expect(await update({ valid_duration: 'P1D' })).toMatch(/only allowed on dynamic/);
    await update({ is_dynamic: true });
    await update({ rule: { value: 5 } });
    // Nothing of the failed updates stuck.
    const after = expectContract(
      'AdminGetDiscount',
      await call('GET', `/admin/discounts/${discount.id}`),
    );
    expect(after.discount.rule.value).toBe(10);
    expect(ids(after.discount.regions)).toEqual([europe.id]);
  });

  it('answers 404 for unknown discounts', async () => {
    const d = '/admin/discounts/disc_missing';
    const requests: [string, Method, string, object?][] = [
      ['AdminGetDiscount', 'GET', d],
      ['AdminUpdateDiscount', 'POST', d, { code: 'X' }],
      ['AdminDeleteDiscount', 'DELETE', d],
      ['AdminAddDiscountRegion', 'POST', `${d}/regions/${europe.id}`],
      ['AdminRemoveDiscountRegion', 'DELETE', `${d}/regions/${europe.id}`],
      ['AdminCreateDiscountDynamicCode', 'POST', `${d}/dynamic-codes`, { code: 'X' }],
      ['AdminDeleteDiscountDynamicCode', 'DELETE', `${d}/dynamic-codes/X`],
      ['AdminCreateDiscountCondition', 'POST', `${d}/conditions`, { operator: 'in', products: [] }],
      ['AdminGetDiscountCondition', 'GET', `${d}/conditions/discon_x`],
      ['AdminUpdateDiscountCondition', 'POST', `${d}/conditions/discon_x`, { products: [] }],
      ['AdminDeleteDiscountCondition', 'DELETE', `${d}/conditions/discon_x`],
      [
        'AdminAddDiscountConditionResources',
        'POST',
        `${d}/conditions/discon_x/batch`,
        { resources: [{ id: 'x' }] },
      ],
      [
        'AdminRemoveDiscountConditionResources',
        'DELETE',
        `${d}/conditions/discon_x/batch`,
        { resources: [{ id: 'x' }] },
      ],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await call(method, url, payload);
      expect(expectContract(operationId, response, 404).message, operationId).toBe(
        'Discount with id: disc_missing was not found',
      );
    }
  });

  it('needs credentials', async () => {
    const d = '/admin/discounts/disc_x';
    const c = `${d}/conditions/discon_x`;
    const requests: [string, Method, string, object?][] = [
      ['AdminListDiscounts', 'GET', '/admin/discounts'],
      ['AdminCreateDiscount', 'POST', '/admin/discounts', { code: 'X', rule: {}, regions: [] }],
      ['AdminGetDiscount', 'GET', d],
      ['AdminUpdateDiscount', 'POST', d, {}],
      ['AdminDeleteDiscount', 'DELETE', d],
      ['AdminGetDiscountByCode', 'GET', '/admin/discounts/code/X'],
      ['AdminAddDiscountRegion', 'POST', `${d}/regions/reg_x`],
      ['AdminRemoveDiscountRegion', 'DELETE', `${d}/regions/reg_x`],
      ['AdminCreateDiscountDynamicCode', 'POST', `${d}/dynamic-codes`, { code: 'X' }],
      ['AdminDeleteDiscountDynamicCode', 'DELETE', `${d}/dynamic-codes/X`],
      ['AdminCreateDiscountCondition', 'POST', `${d}/conditions`, { operator: 'in' }],
      ['AdminGetDiscountCondition', 'GET', c],
      ['AdminUpdateDiscountCondition', 'POST', c, {}],
      ['AdminDeleteDiscountCondition', 'DELETE', c],
      ['AdminAddDiscountConditionResources', 'POST', `${c}/batch`, { resources: [{ id: 'x' }] }],
      [
        'AdminRemoveDiscountConditionResources',
        'DELETE',
        `${c}/batch`,
        { resources: [{ id: 'x' }] },
      ],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
