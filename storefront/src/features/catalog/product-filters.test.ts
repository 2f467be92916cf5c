import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './product-filters.tsx';

describe('activeFilterCount (the n of "Filters (n)")', () => {
  it('counts the collection, category, tag and type set, not the search, sort or page', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ q: 'mug', sort: 'title', page: 2 })).toBe(0);
    expect(activeFilterCount({ collection: 'essentials', tag: 'summer' })).toBe(2);
    expect(
      activeFilterCount({ collection: 'a', category: 'b', tag: 'c', type: 'd', sort: 'title' }),
    ).toBe(4);
  });

  it('leaves out a filter the page fixes (a collection page has its collection)', () => {
    expect(activeFilterCount({ collection: 'essentials', type: 'mug' }, ['collection'])).toBe(1);
  });
});
