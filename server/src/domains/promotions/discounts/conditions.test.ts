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
let europe: { id: string };
// biome-ignore lint/suspicious/noExplicitAny: wire products, checked by the contract.
let shirt: any;
// biome-ignore lint/suspicious/noExplicitAny: as above.
let hat: any;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  ({ europe } = await seedRegions(app));
  shirt = await seedProduct(app, europe.id, { handle: 'shirt' });
  hat = await seedProduct(app, europe.id, { handle: 'hat', title: 'Hat', type: { value: 'Hats' } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

async function createCondition(discountId: string, payload: object) {
  const response = await call('POST', `/admin/discounts/${discountId}/conditions`, payload);
  const { discount } = expectContract('AdminCreateDiscountCondition', response);
  return { discount, condition: discount.rule.conditions.at(-1) };
}

async function getCondition(discountId: string, conditionId: string) {
  const response = await call('GET', `/admin/discounts/${discountId}/conditions/${conditionId}`);
  return expectContract('AdminGetDiscountCondition', response).discount_condition;
}

describe('discount conditions', () => {
  it('creates, reads, replaces, batches and deletes a product condition', async () => {
    const discount = await seedDiscount(app, 'COND-PRODUCTS', [europe.id]);
    const { condition } = await createCondition(discount.id, {
      operator: 'in',
      products: [shirt.id],
    });
    expect(condition).toMatchObject({
      type: 'products',
      operator: 'in',
      discount_rule_id: discount.rule_id,
    });

    const got = await getCondition(discount.id, condition.id);
    expect(ids(got.products)).toEqual([shirt.id]);
    expect(got.products[0]).toMatchObject({ title: 'Blue Shirt', handle: 'shirt' });
    expect(got.discount_rule).toMatchObject({ id: discount.rule_id, type: 'percentage' });

    const url = `/admin/discounts/${discount.id}/conditions/${condition.id}`;
    const replaced = expectContract(
      'AdminUpdateDiscountCondition',
      await call('POST', url, { products: [hat.id] }),
    );
    expect(replaced.discount.id).toBe(discount.id);
    expect(ids((await getCondition(discount.id, condition.id)).products)).toEqual([hat.id]);

    const added = expectContract(
      'AdminAddDiscountConditionResources',
      await call('POST', `${url}/batch`, { resources: [{ id: shirt.id }, { id: hat.id }] }),
    );
    expect(added.discount.rule.conditions).toHaveLength(1);
    const both = await getCondition(discount.id, condition.id);
    expect(ids(both.products).sort()).toEqual([shirt.id, hat.id].sort());

    expectContract(
      'AdminRemoveDiscountConditionResources',
      await call('DELETE', `${url}/batch`, {
        resources: [{ id: hat.id }, { id: 'prod_never_listed' }],
      }),
    );
    expect(ids((await getCondition(discount.id, condition.id)).products)).toEqual([shirt.id]);

    const missing = await call('POST', `${url}/batch`, { resources: [{ id: 'prod_missing' }] });
    expect(expectContract('AdminAddDiscountConditionResources', missing, 400).message).toBe(
      'Product with id: prod_missing was not found',
    );

    const deleted = expectContract('AdminDeleteDiscountCondition', await call('DELETE', url));
    expect(deleted).toMatchObject({
      id: condition.id,
      object: 'discount-condition',
      deleted: true,
    });
    expect(deleted.discount.rule.conditions).toEqual([]);
    expectContract('AdminGetDiscountCondition', await call('GET', url), 404);
    expectContract('AdminDeleteDiscountCondition', await call('DELETE', url), 404);
  });

  it('lists types, collections, tags and customer groups', async () => {
    const collection = expectContract(
      'AdminCreateCollection',
      await call('POST', '/admin/collections', { title: 'Summer' }),
    ).collection;
    const group = expectContract(
      'AdminCreateCustomerGroup',
      await call('POST', '/admin/customer-groups', { name: 'Members' }),
    ).customer_group;
    const discount = await seedDiscount(app, 'COND-KINDS', [europe.id]);
    const kinds = [
      { product_types: [shirt.type_id], key: 'product_types', id: shirt.type_id },
      { product_collections: [collection.id], key: 'product_collections', id: collection.id },
      { product_tags: [shirt.tags[0].id], key: 'product_tags', id: shirt.tags[0].id },
      { customer_groups: [group.id], key: 'customer_groups', id: group.id },
    ];
    const conditionIds = new Map<string, string>();
    for (const { key, id, ...lists } of kinds) {
      const { condition } = await createCondition(discount.id, { operator: 'not_in', ...lists });
      expect(condition.type).toBe(key);
      conditionIds.set(key, condition.id);
      const got = await getCondition(discount.id, condition.id);
      expect(ids(got[key])).toEqual([id]);
    }

    const groupCondition = conditionIds.get('customer_groups') as string;
    // Customer groups can be listed by the condition that names them.
    const groups = expectContract(
      'AdminListCustomerGroups',
      await call('GET', `/admin/customer-groups?discount_condition_id=${groupCondition}`),
    );
    expect(ids(groups.customer_groups)).toEqual([group.id]);
    // Deleting the group takes it out of the condition.
    await call('DELETE', `/admin/customer-groups/${group.id}`);
    expect((await getCondition(discount.id, groupCondition)).customer_groups).toEqual([]);

    const duplicate = await call('POST', `/admin/discounts/${discount.id}/conditions`, {
      operator: 'in',
      product_tags: [],
    });
    expect(expectContract('AdminCreateDiscountCondition', duplicate, 400).message).toBe(
      'The discount rule already has a condition of type product_tags',
    );
  });

  it('rejects bad input', async () => {
    const discount = await seedDiscount(app, 'COND-BAD', [europe.id]);
    const { condition } = await createCondition(discount.id, { operator: 'in', products: [] });
    const base = `/admin/discounts/${discount.id}/conditions`;
    const url = `${base}/${condition.id}`;
    const bad: [string, Method, string, object?][] = [
      ['AdminCreateDiscountCondition', 'POST', base, { products: [] }],
      ['AdminCreateDiscountCondition', 'POST', base, { operator: 'maybe', products: [] }],
      ['AdminCreateDiscountCondition', 'POST', base, { operator: 'in' }],
      ['AdminCreateDiscountCondition', 'POST', base, { operator: 'in', product_types: ['ptyp_x'] }],
      ['AdminUpdateDiscountCondition', 'POST', url, { product_tags: [] }],
      ['AdminUpdateDiscountCondition', 'POST', url, { products: ['prod_missing'] }],
      ['AdminUpdateDiscountCondition', 'POST', url, { operator: 'in' }],
      ['AdminAddDiscountConditionResources', 'POST', `${url}/batch`, { resources: [] }],
      ['AdminRemoveDiscountConditionResources', 'DELETE', `${url}/batch`, { resources: ['x'] }],
      ['AdminGetDiscountCondition', 'GET', `${url}?bogus=1`],
    ];
    for (const [operationId, method, path, payload] of bad) {
      const response = await call(method, path, payload);
      expect(
        expectContract(operationId, response, 400).type,
        `${operationId} ${JSON.stringify(payload)}`,
      ).toBe('invalid_data');
    }
  });

  it('answers 404 for an unknown condition or one of another discount', async () => {
    const one = await seedDiscount(app, 'COND-ONE', [europe.id]);
    const other = await seedDiscount(app, 'COND-OTHER', [europe.id]);
    const { condition } = await createCondition(other.id, { operator: 'in', products: [] });
    for (const conditionId of ['discon_missing', condition.id]) {
      const url = `/admin/discounts/${one.id}/conditions/${conditionId}`;
      const requests: [string, Method, string, object?][] = [
        ['AdminGetDiscountCondition', 'GET', url],
        ['AdminUpdateDiscountCondition', 'POST', url, { products: [] }],
        ['AdminDeleteDiscountCondition', 'DELETE', url],
        [
          'AdminAddDiscountConditionResources',
          'POST',
          `${url}/batch`,
          { resources: [{ id: shirt.id }] },
        ],
        [
          'AdminRemoveDiscountConditionResources',
          'DELETE',
          `${url}/batch`,
          { resources: [{ id: shirt.id }] },
        ],
      ];
      for (const [operationId, method, path, payload] of requests) {
        expect(expectContract(operationId, await call(method, path, payload), 404).message).toBe(
          `Discount condition with id: ${conditionId} was not found`,
        );
      }
    }
  });
});
