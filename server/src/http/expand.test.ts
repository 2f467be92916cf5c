import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../test/contract.ts';
import { createProduct } from '../test/fixtures/carts.ts';
import {
  type OrderWorld,
  orderWorld,
  placeOrder,
  stockedVariant,
} from '../test/fixtures/orders.ts';
import {
  envelopeOf,
  MAX_EXPAND_DEPTH,
  MAX_EXPAND_PATHS,
  operationShape,
  unknownSegment,
} from './expand.ts';
import { type CaseIds, caseProblems, EXPAND_CASES } from './expand-cases.ts';
import { loadSpec, specOperations } from './spec.ts';

/*
 * `expand` and `fields` on our server (issue 25, item 2): the cases shared with the Medusa v1
 * compatibility suite (expand-cases.ts), then what only our server promises (the error codes,
 * the limits, answers without parameters left alone, the catalogue cache keyed on them).
 */

describe("the contract's default relations (x-default-relations)", () => {
  const declaring = specOperations().filter((spec) =>
    (spec.operation.parameters ?? []).some(
      // `ExpandList` on the tax rate routes, which Medusa v1 reads only as an array.
      (parameter) =>
        '$ref' in parameter &&
        (parameter.$ref === '#/components/parameters/Expand' ||
          parameter.$ref === '#/components/parameters/ExpandList'),
    ),
  );

  it('are stated by every operation that declares expand', () => {
    expect(declaring.length).toBeGreaterThan(100);
    const missing = declaring
      .filter((spec) => !Array.isArray(spec.operation['x-default-relations']))
      .map((spec) => spec.operationId);
    expect(missing).toEqual([]);
  });

  it("are relations of the answer's resource, each segment at its level", () => {
    const problems: string[] = [];
    for (const spec of declaring) {
      const defaults = spec.operation['x-default-relations'] ?? [];
      const resources = new Set(envelopeOf(loadSpec(spec.api), spec).values());
      if (defaults.length > 0 && resources.size === 0)
        problems.push(`${spec.operationId}: defaults without a resource in its answer`);
      for (const path of defaults) {
        for (const resource of resources) {
          const unknown = unknownSegment(loadSpec(spec.api), resource, path);
          if (unknown) problems.push(`${spec.operationId}: ${path}: ${unknown} is no relation`);
        }
      }
      if (new Set(defaults).size !== defaults.length)
        problems.push(`${spec.operationId}: a default listed twice`);
    }
    expect(problems).toEqual([]);
    // A relation is an object or a list of objects; metadata (free-form) is a column.
    const order = operationShape(
      declaring.find((spec) => spec.operationId === 'StoreGetOrder') as (typeof declaring)[0],
    );
    expect(order?.defaults).toContain('shipping_methods.shipping_option');
    expect(order?.defaults).not.toContain('metadata');
  });
});

let world: OrderWorld;
let ids: CaseIds;

beforeAll(async () => {
  world = await orderWorld();
  const variantId = await stockedVariant(world);
  const order = await placeOrder(world, { items: [{ variant_id: variantId, quantity: 1 }] });
  const product = await createProduct(world.admin, { regionId: world.regionId, inventory: 5 });
  ids = {
    orderId: order.id,
    cartId: order.cart_id,
    productId: product.product.id,
    customerId: order.customer_id,
  };
});
afterAll(async () => {
  await world?.close();
});

// A relation, or a relation answered as null (no billing address); no column here is null.
const isRelation = (value: unknown) => value === null || typeof value === 'object';
const appOf = (api: 'store' | 'admin') => (api === 'admin' ? world.admin : world.store);

describe('the cases shared with Medusa v1', () => {
  for (const expandCase of EXPAND_CASES) {
    it(expandCase.name, async () => {
      const response = await appOf(expandCase.api).inject({
        method: 'GET',
        url: expandCase.url(ids),
      });
      if (expandCase.refused) {
        const body = expectContract(expandCase.operationId, response, 400);
        expect(body).toMatchObject({ type: 'invalid_data', code: expandCase.refused.code });
        expect(body.message).toContain(expandCase.refused.names);
        return;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(caseProblems(expandCase, ids, response.json())).toEqual([]);
    });
  }
});

describe('expand and fields on our server', () => {
  const get = (url: string, api: 'store' | 'admin' = 'store') =>
    appOf(api).inject({ method: 'GET', url });

  it('answers as before without parameters: the defaults are what the handlers load', async () => {
    const plain = (await get(`/store/orders/${ids.orderId}`)).json();
    expect(plain.order.billing_address).toBeDefined();
    expect(plain.order.shipping_methods[0].shipping_option.name).toBeTruthy();
    expect(plain.order.total).toBeGreaterThan(0);
  });

  it('leaves out the relations neither default nor expanded, nested too', async () => {
    // AdminGetCustomer's defaults are the addresses; `groups` comes only when asked.
    const plain = (await get(`/admin/customers/${ids.customerId}`, 'admin')).json();
    expect(plain.customer.groups).toBeUndefined();
    const expanded = (
      await get(`/admin/customers/${ids.customerId}?expand=groups`, 'admin')
    ).json();
    expect(expanded.customer.groups).toEqual([]);
    expect(expanded.customer.shipping_addresses).toBeDefined();
  });

  it('narrows the columns of a list, keeping id and the relations of the defaults', async () => {
    const list = (await get('/admin/orders?fields=total', 'admin')).json();
    const [order] = list.orders;
    expect(Object.keys(order).filter((key) => !isRelation(order[key]))).toEqual(['id', 'total']);
    expect(order.items.length).toBe(1);
    expect(order.items[0].title).toBeTruthy();
    expect(list.count).toBe(1);
  });

  it('refuses a relation whose segment is unknown at its level, naming it', async () => {
    const response = await get(`/store/orders/${ids.orderId}?expand=items.variant.nope`);
    const body = expectContract('StoreGetOrder', response, 400);
    expect(body).toMatchObject({ code: 'unknown_relation' });
    expect(body.message).toBe('query.expand: unknown relation nope (of ProductVariant)');
    // A column is no relation.
    const column = await get(`/store/orders/${ids.orderId}?expand=email`);
    expect(expectContract('StoreGetOrder', column, 400)).toMatchObject({
      code: 'unknown_relation',
    });
  });

  it('refuses a relation named in fields: fields name columns', async () => {
    const response = await get(`/store/products/${ids.productId}?fields=variants`);
    expect(expectContract('StoreGetProduct', response, 400)).toMatchObject({
      code: 'unknown_field',
    });
  });

  it(`bounds expand at ${MAX_EXPAND_PATHS} paths and ${MAX_EXPAND_DEPTH} levels`, async () => {
    const many = Array.from({ length: MAX_EXPAND_PATHS + 1 }, () => 'items').join(',');
    const tooMany = await get(`/store/orders/${ids.orderId}?expand=${many}`);
    expect(expectContract('StoreGetOrder', tooMany, 400).message).toContain('more than 50');
    const deep = 'items.variant.product.variants.product.variants';
    const tooDeep = await get(`/store/orders/${ids.orderId}?expand=${deep}`);
    expect(expectContract('StoreGetOrder', tooDeep, 400).message).toContain('deeper than 5');
    const atLimit = await get(`/store/orders/${ids.orderId}?expand=items.variant.product`);
    expect(atLimit.statusCode).toBe(200);
  });

  it('keys the catalogue cache on fields and expand', async () => {
    const url = `/store/products/${ids.productId}`;
    const full = await get(url);
    expect(full.json().product.description).toBeDefined();
    const narrow = await get(`${url}?fields=title`);
    expect(narrow.headers['x-cache']).toBe('miss');
    const product = narrow.json().product;
    // Columns narrowed; the default relations (variants, images…) stay.
    expect(Object.keys(product).filter((key) => !isRelation(product[key]))).toEqual([
      'id',
      'title',
    ]);
    expect(product.variants.length).toBe(1);
    const again = await get(`${url}?fields=title`);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json().product).toEqual(narrow.json().product);
    expect((await get(url)).json().product.description).toBeDefined();
  });
});
