import { describe, expect, it } from 'vitest';
import { firstLoadGroups } from './first-load-groups.ts';
import { ENTRY } from './initial-chunk.ts';

const home = '/repo/src/routes/index.tsx?tsr-split=component---loader';
const listing = '/repo/src/routes/products.index.tsx?tsr-split=component---loader';
const product = '/repo/src/routes/products.$handle.tsx?tsr-split=component---loader';

describe('firstLoadGroups', () => {
  const groups = firstLoadGroups(
    new Map([
      ['/nm/react.js', new Set([ENTRY])],
      ['/src/price.tsx', new Set([home, listing, product])],
      ['/src/grid.tsx', new Set([home, listing])],
      ['/src/filters.tsx', new Set([listing])],
      [listing, new Set([listing])],
      ['/src/gallery.tsx', new Set([product])],
      [product, new Set([product])],
    ]),
  );
  const named = (id: string) => groups.find((group) => group.test(id))?.name;

  it('puts what the entry needs, and what every landing page needs, in `app`', () => {
    expect(named('/nm/react.js')).toBe('app');
    expect(named('/src/price.tsx')).toBe('app');
  });

  it('gives each set of landing pages one chunk of the code only they share', () => {
    expect(named('/src/grid.tsx')).toBe('page-index_products-index');
    expect(named('/src/filters.tsx')).toBe('page-products-index');
    expect(named(listing)).toBe('page-products-index');
    expect(named('/src/gallery.tsx')).toBe('page-products-handle');
    expect(named('/src/other.tsx')).toBeUndefined();
  });

  it('lists the widest sets first, so a module never lands in a narrower set’s chunk', () => {
    expect(groups.map((group) => group.name)).toEqual([
      'app',
      'page-index_products-index',
      'page-products-handle',
      'page-products-index',
    ]);
  });
});
