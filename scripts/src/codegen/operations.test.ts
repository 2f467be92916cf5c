import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './bundle.ts';
import { readOperations } from './operations.ts';

const ok = {
  '200': {
    description: 'ok',
    content: {
      'application/json': { schema: { type: 'object', properties: { count: {}, products: {} } } },
    },
  },
};

function doc(paths: Record<string, unknown>, tags = ['products']): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {},
    tags: tags.map((name) => ({ name })),
    paths,
  } as OpenApiDocument;
}

describe('readOperations', () => {
  it('reads method, path, parameters, body and paging', () => {
    const [op] = readOperations(
      'admin',
      doc({
        '/admin/products': {
          get: {
            operationId: 'AdminListProducts',
            tags: ['products'],
            parameters: [
              { name: 'limit', in: 'query' },
              { name: 'offset', in: 'query' },
            ],
            responses: ok,
          },
        },
      }),
    );
    expect(op).toMatchObject({
      method: 'get',
      pathParams: [],
      queryParams: ['limit', 'offset'],
      paged: true,
      body: null,
    });
  });

  it('fails on a missing operationId', () => {
    expect(() =>
      readOperations(
        'admin',
        doc({ '/admin/products': { get: { tags: ['products'], responses: ok } } }),
      ),
    ).toThrow(/GET \/admin\/products: missing or malformed operationId/);
  });

  it('fails on a duplicate operationId', () => {
    const get = { operationId: 'AdminX', tags: ['products'], responses: ok };
    expect(() => readOperations('admin', doc({ '/admin/products': { get, post: get } }))).toThrow(
      /duplicate operationId AdminX/,
    );
  });

  it('fails on an unknown tag in x-invalidates', () => {
    const post = {
      operationId: 'AdminX',
      tags: ['products'],
      responses: ok,
      'x-invalidates': ['nope'],
    };
    expect(() => readOperations('admin', doc({ '/admin/products': { post } }))).toThrow(
      /unknown tag "nope"/,
    );
  });

  it('fails on a query parameter that shadows a path parameter', () => {
    const get = {
      operationId: 'AdminX',
      tags: ['products'],
      responses: ok,
      parameters: [{ name: 'id', in: 'query' }],
    };
    expect(() => readOperations('admin', doc({ '/admin/products/{id}': { get } }))).toThrow(
      /shadows/,
    );
  });
});
