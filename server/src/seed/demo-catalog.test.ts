import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, variantCombinations } from './demo-catalog.ts';

describe('demo catalogue', () => {
  it('has at least 24 products with unique handles', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.handle)).size).toBe(DEMO_PRODUCTS.length);
  });

  it('lists parent categories before their children', () => {
    const seen = new Set<string>();
    for (const category of DEMO_CATEGORIES) {
      if (category.parent) expect(seen.has(category.parent)).toBe(true);
      seen.add(category.handle);
    }
  });

  it('builds every combination of option values', () => {
    expect(variantCombinations({ Size: ['S', 'M'], Color: ['Red', 'Blue'] })).toEqual([
      { Size: 'S', Color: 'Red' },
      { Size: 'S', Color: 'Blue' },
      { Size: 'M', Color: 'Red' },
      { Size: 'M', Color: 'Blue' },
    ]);
  });
});
