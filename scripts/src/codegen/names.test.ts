import { describe, expect, it } from 'vitest';
import { compare, keyParts, namesOf } from './names.ts';
import type { Operation } from './operations.ts';

function op(partial: Partial<Operation>): Operation {
  return {
    domain: 'admin',
    method: 'get',
    path: '/admin/products',
    operationId: 'AdminListProducts',
    tag: 'products',
    summary: '',
    pathParams: [],
    queryParams: [],
    body: null,
    success: { status: '200', json: true },
    paged: false,
    invalidates: [],
    resultKeys: [],
    ...partial,
  };
}

describe('namesOf', () => {
  it('derives every generated name mechanically from the operationId', () => {
    expect(namesOf(op({ operationId: 'AdminCreateProduct' }))).toMatchObject({
      call: 'adminCreateProduct',
      hook: 'useAdminCreateProduct',
      queryOptions: 'adminCreateProductQueryOptions',
      infiniteHook: 'useAdminCreateProductInfinite',
      params: 'AdminCreateProductParams',
      body: 'AdminCreateProductBody',
      data: 'AdminCreateProductData',
    });
  });
});

describe('keyParts', () => {
  it('puts lists under "list" and details under "detail" with the id', () => {
    expect(keyParts(op({}))).toEqual(['list']);
    expect(keyParts(op({ path: '/admin/products/{id}' }))).toEqual(['detail', { param: 'id' }]);
  });

  it('keeps sub-resources under their parent detail', () => {
    expect(keyParts(op({ path: '/admin/products/{id}/variants' }))).toEqual([
      'detail',
      { param: 'id' },
      'variants',
    ]);
  });

  it('keeps literal sub-paths of a collection under "list"', () => {
    expect(keyParts(op({ path: '/admin/products/types' }))).toEqual(['list', 'types']);
  });

  it('refuses a path outside its tag', () => {
    expect(() => keyParts(op({ path: '/admin/variants/{id}' }))).toThrow(/tag's segment/);
  });
});

describe('compare', () => {
  it('orders by code point, whatever the locale', () => {
    expect(['b', 'B', 'a', '_'].sort(compare)).toEqual(['B', '_', 'a', 'b']);
  });
});
