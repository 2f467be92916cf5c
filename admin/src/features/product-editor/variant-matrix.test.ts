import { describe, expect, it } from 'vitest';
import { cartesian, splitValues, variantsFor } from './variant-matrix.ts';

describe('the variant matrix', () => {
  it('splits typed values and makes every combination', () => {
    expect(splitValues(' S, M,,L, M ')).toEqual(['S', 'M', 'L']);
    expect(
      cartesian([
        ['S', 'M'],
        ['Red', 'Blue'],
      ]),
    ).toEqual([
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
    ]);
    const options = [
      { title: 'Size', values: 'S, M, L' },
      { title: 'Color', values: 'Red, Green, Blue' },
      { title: 'Fabric', values: 'Cotton, Wool, Linen' },
    ];
    expect(variantsFor(options, [], '')).toHaveLength(27);
  });

  it('keeps what was typed for a combination when the options change', () => {
    const before = variantsFor([{ title: 'Size', values: 'S, M' }], [], '');
    const edited = before.map((v) => (v.title === 'S' ? { ...v, sku: 'TEE-S', removed: true } : v));
    const after = variantsFor([{ title: 'Size', values: 'S, M, L' }], edited, '');
    expect(after.map((v) => [v.title, v.sku, v.removed])).toEqual([
      ['S', 'TEE-S', true],
      ['M', '', false],
      ['L', '', false],
    ]);
    expect(variantsFor([], after, 'Tee').map((v) => v.title)).toEqual(['Tee']);
  });
});
