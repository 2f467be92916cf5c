import { describe, expect, it } from 'vitest';
import { type ListSearch, listSearchValidator } from './list-search.ts';
import { changeSearch, clearNarrowing, isNarrowed, pageParams, sameSearch } from './list-state.ts';

const validate = listSearchValidator({
  sorts: ['title', 'created_at'],
  filters: { status: ['draft', 'published'], collection_id: null },
});
const defined = (search: object) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));

describe('listSearchValidator', () => {
  it('keeps what the list understands and drops the rest', () => {
    expect(
      defined(
        validate({
          q: '  shirt ',
          offset: '40',
          limit: 50,
          order: '-title',
          status: ['draft', 'archived', 'draft'],
          collection_id: 'pcol_1',
          columns: ['title', 3],
          other: 'x',
        }),
      ),
    ).toEqual({
      q: 'shirt',
      offset: 40,
      limit: 50,
      order: '-title',
      status: ['draft'],
      collection_id: ['pcol_1'],
      columns: ['title'],
    });
  });

  it('drops unknown sorts, sizes not offered, negative pages and the defaults', () => {
    expect(defined(validate({ order: 'price', limit: 7, offset: -1, q: ' ' }))).toEqual({});
    expect(defined(validate({ limit: 20, offset: 0 }))).toEqual({});
  });

  it('overrides values a parent route passed through, rather than leaving them', () => {
    expect(validate({ limit: 7 })).toHaveProperty('limit', undefined);
  });
});

describe('list state', () => {
  it('goes back to the first page when what is listed changes, not when paging', () => {
    const search = { q: 'a', offset: 40 };
    expect(changeSearch(search, { q: 'b' })).toEqual({ q: 'b' });
    expect(changeSearch(search, { offset: 60 })).toEqual({ q: 'a', offset: 60 });
    expect(changeSearch<ListSearch<'status'>>({ status: ['draft'] }, { status: [] })).toEqual({});
  });

  it('clears search and filters but keeps sort, size and columns', () => {
    const search = { q: 'a', status: ['draft'], order: 'title', limit: 50, columns: ['title'] };
    expect(isNarrowed(search)).toBe(true);
    expect(clearNarrowing(search)).toEqual({ order: 'title', limit: 50, columns: ['title'] });
    expect(isNarrowed(clearNarrowing(search))).toBe(false);
  });

  it('turns the URL into the paging of an API request', () => {
    expect(pageParams({})).toEqual({ limit: 20, offset: 0 });
    expect(pageParams({ q: 'x', order: '-title', limit: 100, offset: 100 })).toEqual({
      q: 'x',
      order: '-title',
      limit: 100,
      offset: 100,
    });
  });

  it('compares views regardless of page and the order of filter values', () => {
    expect(sameSearch({ status: ['a', 'b'], offset: 20 }, { status: ['b', 'a'] })).toBe(true);
    expect(sameSearch({ status: ['a'] }, { status: ['a'], q: 'x' })).toBe(false);
  });
});
