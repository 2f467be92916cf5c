import { describe, expect, it } from 'vitest';
import { componentSchemas, routeSchema } from './schemas.ts';
import { createProjector, SerializationError } from './serialize.ts';
import { specOperations } from './spec.ts';

const components = componentSchemas();
const compile = createProjector(components);
const project = (schema: Record<string, unknown>, value: unknown) =>
  compile(schema)(value, 'response');

const variant = {
  id: 'variant_1',
  title: 'S',
  product_id: 'prod_1',
  sku: null,
  barcode: null,
  ean: null,
  upc: null,
  variant_rank: 0,
  inventory_quantity: 3,
  allow_backorder: false,
  manage_inventory: true,
  hs_code: null,
  origin_country: null,
  mid_code: null,
  material: null,
  weight: null,
  length: null,
  height: null,
  width: null,
  prices: [],
  options: [],
  metadata: { colour: 'red' },
  created_at: new Date('2026-01-02T03:04:05.000Z'),
  updated_at: '2026-01-02T03:04:05.000Z',
  deleted_at: null,
  cost_price_secret: 123,
};

describe('response projection', () => {
  it('compiles every response schema and component of the contract', () => {
    const ids = new Set(components.map((schema) => schema.$id));
    const refs = JSON.stringify(components).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) expect(ids).toContain(ref.slice(8, -1));
    for (const schema of components) expect(() => compile(schema)).not.toThrow();
    for (const spec of specOperations()) {
      for (const schema of Object.values(routeSchema(spec).response as object)) {
        expect(() => compile(schema)).not.toThrow();
      }
    }
  });

  it('keeps declared fields only, writes dates as ISO strings, keeps metadata free-form', () => {
    const out = project({ $ref: 'admin.ProductVariant' }, variant) as Record<string, unknown>;
    expect(out).not.toHaveProperty('cost_price_secret');
    expect(out.created_at).toBe('2026-01-02T03:04:05.000Z');
    expect(out.metadata).toEqual({ colour: 'red' });
  });

  it('follows cyclic references (variant -> product -> variants)', () => {
    const nested = { ...variant, product: { id: 'prod_1', variants: [{ ...variant }] } };
    expect(() => project({ $ref: 'admin.ProductVariant' }, nested)).toThrow(
      /response\.product\.\w+ is required/,
    );
  });

  it('fails on a missing required field rather than answering outside the contract', () => {
    const { id: _id, ...withoutId } = variant;
    expect(() => project({ $ref: 'admin.ProductVariant' }, withoutId)).toThrow(SerializationError);
  });

  it('names where a wrong value sits, whatever its keys are spelt with', () => {
    const schema = {
      type: 'object',
      required: ['count'],
      properties: {
        'odd-key "quoted"\u2028': { type: 'string' },
        count: { type: 'integer' },
        lines: {
          type: 'array',
          items: { type: ['object', 'null'], properties: { price: { type: ['number', 'null'] } } },
        },
        tags: { type: 'object', additionalProperties: { type: 'boolean' } },
      },
    };
    const value = {
      'odd-key "quoted"\u2028': new Date('2026-01-02T03:04:05.000Z'),
      count: 2,
      lines: [null, { price: 1.5, hidden: 1 }],
      tags: { sale: true },
    };
    expect(project(schema, value)).toEqual({
      'odd-key "quoted"\u2028': '2026-01-02T03:04:05.000Z',
      count: 2,
      lines: [null, { price: 1.5 }],
      tags: { sale: true },
    });
    expect(() => project(schema, { ...value, count: 2.5 })).toThrow(
      'response.count must be integer',
    );
    expect(() => project(schema, { ...value, lines: [null, { price: '1' }] })).toThrow(
      'response.lines[1].price must be number or null',
    );
    expect(() => project(schema, { ...value, tags: { sale: 'yes' } })).toThrow(
      'response.tags.sale must be boolean',
    );
    expect(() => project(schema, { ...value, 'odd-key "quoted"\u2028': 7 })).toThrow(
      'response.odd-key "quoted"\u2028 must be string',
    );
    expect(() => project(schema, { lines: [] })).toThrow('response.count is required');
    expect(() => project(schema, 'text')).toThrow('response must be an object');
  });

  it('picks the branch of an anyOf or oneOf the value matches', () => {
    const nullable = { anyOf: [{ $ref: 'admin.Metadata' }, { type: 'null' }] };
    expect(project(nullable, null)).toBeNull();
    const completion = specOperations().find((spec) => spec.operationId === 'StoreCompleteCart');
    const response = completion && (routeSchema(completion).response as Record<string, object>);
    const schema = { ...response?.['2xx'] };
    expect(() => project(schema, { type: 'order', data: {} })).toThrow(
      /response\.data\.\w+ is required/,
    );
    expect(() => project(schema, { type: 'refund', data: {} })).toThrow(/matches none/);
  });
});
