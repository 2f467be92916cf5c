// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  validateOrdersSearch,
  validateRedirectSearch,
  validateResetSearch,
} from '../../features/account/search-params.ts';
import { validateListingSearch } from '../../features/catalog/listing-search.ts';
import { validateClaimSearch } from '../../features/orders/search-params.ts';

/*
 * The answers valibot's schemas gave (v.object of v.fallback(v.optional(…), undefined)),
 * written down from them before they were replaced: the router parses `?page=2` as the
 * number 2 and `?q=42` as 42, so those are the values a URL brings.
 */

describe('the listing search params', () => {
  it('keep fitting values, text trimmed', () => {
    expect(
      validateListingSearch({
        q: '  print ',
        collection: 'essentials',
        category: '\tshirts\n',
        tag: '\u00a0summer\u00a0',
        type: 'poster',
        sort: 'title-desc',
        page: 10_000,
      }),
    ).toStrictEqual({
      q: 'print',
      collection: 'essentials',
      category: 'shirts',
      tag: 'summer',
      type: 'poster',
      sort: 'title-desc',
      page: 10_000,
    });
  });

  it.each([
    ['blank text', { q: '   ' }],
    ['a number for text', { q: 42 }],
    ['a list for text', { tag: ['a', 'b'] }],
    ['null', { collection: null }],
    ['an unknown sort', { sort: 'cheapest' }],
    ['a sort in other case', { sort: 'Title' }],
    ['page 0', { page: 0 }],
    ['a negative page', { page: -1 }],
    ['a fractional page', { page: 2.5 }],
    ['a page past 10,000', { page: 10_001 }],
    ['a page as text', { page: '2' }],
    ['a page that is not a number', { page: Number.NaN }],
  ])('answer undefined for %s, keeping the key', (_name, search) => {
    const [key] = Object.keys(search);
    const validated = validateListingSearch(search);
    expect(Object.keys(validated)).toStrictEqual([key]);
    expect(validated).toHaveProperty(key as string, undefined);
  });

  it('leave out the keys the URL lacks and drop unknown ones', () => {
    expect(validateListingSearch({})).toStrictEqual({});
    expect(Object.keys(validateListingSearch({ page: 2, utm_source: 'mail' }))).toStrictEqual([
      'page',
    ]);
  });
});

describe("the account's and orders' search params", () => {
  it('keep a trimmed redirect, token and email, and drop blank or non-text ones', () => {
    expect(validateRedirectSearch({ redirect: ' /account/orders ' })).toStrictEqual({
      redirect: '/account/orders',
    });
    expect(validateResetSearch({ token: 'abc', email: 'a@example.com', other: 1 })).toStrictEqual({
      token: 'abc',
      email: 'a@example.com',
    });
    expect(validateResetSearch({ token: 123, email: '' })).toStrictEqual({
      token: undefined,
      email: undefined,
    });
    expect(validateClaimSearch({ token: ' t1 ' })).toStrictEqual({ token: 't1' });
    expect(validateClaimSearch({})).toStrictEqual({});
  });

  it('keep an orders page from 1 to 10,000 only', () => {
    expect(validateOrdersSearch({ page: 3 })).toStrictEqual({ page: 3 });
    expect(validateOrdersSearch({ page: 0 })).toStrictEqual({ page: undefined });
    expect(validateOrdersSearch({ page: 'a' })).toStrictEqual({ page: undefined });
  });
});
