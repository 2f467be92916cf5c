import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './codegen/bundle.ts';
import { checkRequestLimits } from './request-limits.ts';

const ok = { '200': { description: 'ok' } };

const FREE_FORM = {
  type: 'object',
  additionalProperties: true,
  maxProperties: 100,
  propertyNames: { maxLength: 100 },
  'x-max-depth': 5,
  'x-max-bytes': 16384,
};

/** A document with one POST operation taking `body`, plus `parameters` and components. */
function doc(
  body: unknown,
  parameters: unknown[] = [],
  schemas: Record<string, unknown> = {},
): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {},
    paths: {
      '/admin/things/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        post: {
          operationId: 'AdminUpdateThing',
          parameters,
          requestBody: { content: { 'application/json': { schema: body } } },
          responses: ok,
        },
      },
    },
    components: {
      schemas,
      parameters: {
        Offset: { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0 } },
      },
    },
  } as OpenApiDocument;
}

function problems(document: OpenApiDocument): string[] {
  return checkRequestLimits(document).map((p) => `${p.operationId} ${p.path}: ${p.message}`);
}

const ID = { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 100 } };

describe('checkRequestLimits', () => {
  it('flags every kind of unbounded value, with the operation and where it sits', () => {
    const body = {
      type: 'object',
      additionalProperties: false,
      properties: {
        quantity: { type: 'integer', minimum: 1 },
        rate: { type: 'number', maximum: 100 },
        title: { type: 'string' },
        email: { type: 'string', format: 'email' },
        tags: { type: 'array', items: { type: 'string', maxLength: 100 } },
        data: { type: 'object', additionalProperties: true },
        anything: {},
        items: {
          type: 'array',
          maxItems: 10,
          items: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Line' }] },
        },
      },
    };
    const line = {
      type: 'object',
      properties: { note: { type: 'string', maxLength: 10 } },
      maxProperties: 5,
    };
    expect(
      problems(doc(body, [{ $ref: '#/components/parameters/Offset' }], { Line: line })),
    ).toEqual([
      'AdminUpdateThing path.id: string without maxLength',
      'AdminUpdateThing query.offset: integer without maximum',
      'AdminUpdateThing body.quantity: integer without maximum',
      'AdminUpdateThing body.rate: number without minimum',
      'AdminUpdateThing body.title: string without maxLength',
      'AdminUpdateThing body.email: string without maxLength',
      'AdminUpdateThing body.tags: array without maxItems',
      'AdminUpdateThing body.data: free-form object without maxProperties',
      'AdminUpdateThing body.data: free-form object without propertyNames.maxLength',
      'AdminUpdateThing body.data: free-form object without x-max-depth',
      'AdminUpdateThing body.data: free-form object without x-max-bytes',
      'AdminUpdateThing body.anything: has no type, so any value passes',
      'AdminUpdateThing body.items[]: string without maxLength',
      'AdminUpdateThing body.items[]: free-form object without propertyNames.maxLength (schema Line)',
      'AdminUpdateThing body.items[]: free-form object without x-max-depth (schema Line)',
      'AdminUpdateThing body.items[]: free-form object without x-max-bytes (schema Line)',
    ]);
  });

  it('follows additionalProperties and allOf / oneOf into nested values', () => {
    const body = {
      type: 'object',
      additionalProperties: false,
      properties: {
        prices: {
          ...FREE_FORM,
          additionalProperties: { type: 'integer', minimum: 0, maximum: 10 },
        },
        totals: { ...FREE_FORM, additionalProperties: { type: 'integer', minimum: 0 } },
        address: {
          oneOf: [{ type: 'string', maxLength: 100 }, { allOf: [{ type: 'string' }] }],
        },
      },
    };
    expect(problems(doc(body, [ID]))).toEqual([
      'AdminUpdateThing path.id: string without maxLength',
      'AdminUpdateThing body.totals{}: integer without maximum',
      'AdminUpdateThing body.address: string without maxLength',
    ]);
  });

  it('passes a bounded request, closed values and formats that bound a string', () => {
    const body = {
      type: 'object',
      additionalProperties: false,
      properties: {
        quantity: { type: 'integer', minimum: 1, maximum: 100000 },
        rate: { type: ['number', 'null'], minimum: 0, maximum: 100 },
        title: { type: 'string', maxLength: 255 },
        email: { type: 'string', format: 'email', maxLength: 254 },
        starts_at: { type: 'string', format: 'date-time' },
        status: { type: 'string', enum: ['draft', 'published'] },
        kind: { const: 'thing' },
        ids: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 100 } },
        metadata: { $ref: '#/components/schemas/Metadata' },
        parent: { $ref: '#/components/schemas/Thing' },
        done: { type: 'boolean' },
      },
    };
    // A cyclic component is walked once.
    const thing = {
      type: 'object',
      additionalProperties: false,
      properties: { parent: { $ref: '#/components/schemas/Thing' } },
    };
    const schemas = { Metadata: { ...FREE_FORM, type: ['object', 'null'] }, Thing: thing };
    const bounded = doc(body, [], schemas);
    (bounded.paths['/admin/things/{id}'] as { parameters: unknown[] }).parameters = [ID];
    expect(problems(bounded)).toEqual([]);
  });

  it('does not check responses', () => {
    const bounded = doc({ type: 'string', maxLength: 10 });
    (bounded.paths['/admin/things/{id}'] as { parameters: unknown[] }).parameters = [ID];
    const post = bounded.paths['/admin/things/{id}']?.post as { responses: unknown };
    post.responses = {
      '200': {
        description: 'ok',
        content: { 'application/json': { schema: { type: 'object', properties: { n: {} } } } },
      },
    };
    expect(problems(bounded)).toEqual([]);
  });
});
