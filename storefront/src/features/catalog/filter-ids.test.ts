import { describe, expect, it } from 'vitest';
import { type FilterLists, resolveFilterIds } from './filter-ids.ts';

const lists = {
  collections: [{ id: 'pcol_1', handle: 'essentials' }],
  categories: [{ category: { id: 'pcat_1', handle: 'shirts' } }],
  tags: [{ id: 'ptag_1', value: 'summer' }],
  types: [{ id: 'ptyp_1', value: 'apparel' }],
} as unknown as FilterLists;

describe('resolveFilterIds', () => {
  it('is ready at once without filters, whatever has loaded', () => {
    const none = {
      collections: undefined,
      categories: undefined,
      tags: undefined,
      types: undefined,
    };
    expect(resolveFilterIds({}, none)).toEqual({ ready: true, ids: {} });
  });

  it('waits for the list a filter in use is looked up in', () => {
    const pending = { ...lists, tags: undefined };
    expect(resolveFilterIds({ tag: 'summer' }, pending).ready).toBe(false);
    expect(resolveFilterIds({ collection: 'essentials' }, pending).ready).toBe(true);
  });

  it('turns handles and values into ids, and an unknown one into an id matching nothing', () => {
    const search = { collection: 'essentials', category: 'shirts', tag: 'summer', type: 'gone' };
    expect(resolveFilterIds(search, lists)).toEqual({
      ready: true,
      ids: {
        collection_id: ['pcol_1'],
        category_id: ['pcat_1'],
        tags: ['ptag_1'],
        type_id: ['none'],
      },
    });
  });
});
