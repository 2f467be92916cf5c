import { describe, expect, it } from 'vitest';
import { listedProduct } from '../../test/product-fixtures.ts';
import { usedValues, variantsForNewValues, withValue } from './option-values.ts';

const value = (option_id: string, v: string, variant_id: string) => ({
  id: `${option_id}-${v}-${variant_id}`,
  value: v,
  option_id,
  variant_id,
});
const product = listedProduct('prod_1', 'Tee', {
  options: [
    { id: 'size', title: 'Size', values: [value('size', 'S', 'v1'), value('size', 'M', 'v2')] },
    {
      id: 'color',
      title: 'Color',
      values: [value('color', 'Red', 'v1'), value('color', 'Red', 'v2')],
    },
  ],
} as never);

describe('option values', () => {
  it('lists the distinct values of each option', () => {
    expect(usedValues(product).get('color')).toEqual(['Red']);
  });

  it('combines a new value with the values of the other options, skipping known ones', () => {
    expect(variantsForNewValues(product, 'size', ['M', 'L'])).toEqual([
      {
        title: 'L / Red',
        options: [
          { option_id: 'size', value: 'L' },
          { option_id: 'color', value: 'Red' },
        ],
      },
    ]);
    expect(variantsForNewValues(product, 'color', ['Blue'])).toHaveLength(2);
  });

  it('sets one option of a variant and keeps the others', () => {
    expect(withValue([{ option_id: 'size', value: 'S' }], 'color', 'Red')).toEqual([
      { option_id: 'size', value: 'S' },
      { option_id: 'color', value: 'Red' },
    ]);
  });
});
