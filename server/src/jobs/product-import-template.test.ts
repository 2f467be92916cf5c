import {
  PRODUCT_CSV_COLUMNS,
  productCsvHeader,
  productImportTemplate,
} from '@commerce/client/product-csv';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { parseProductRows, productRows } from './product-csv.ts';

/*
 * The admin's downloadable import template (admin: import-template-link.tsx) is built from
 * @commerce/client/product-csv, the list this import reads: these tests keep the two one.
 */
describe('the product import template', () => {
  it('is a header the import takes without a single complaint', () => {
    const rows = parseCsv(productImportTemplate({ currencies: ['usd', 'EUR'], options: 2 }));
    expect(rows).toEqual([productCsvHeader({ currencies: ['eur', 'usd'], options: 2 })]);
    expect(parseProductRows(rows)).toEqual({ products: [], errors: [] });
  });

  it('names every column the import knows, and the import refuses any other', () => {
    const header = productCsvHeader({ currencies: ['eur'] });
    expect(header).toEqual([
      ...PRODUCT_CSV_COLUMNS,
      'option_1_name',
      'option_1_value',
      'price_eur',
    ]);
    expect(parseProductRows([[...header, 'product_colour']]).errors).toEqual([
      { line: 1, message: 'Unknown column product_colour' },
    ]);
  });

  it('is what an export of no product writes, filled in, it imports', () => {
    expect(productRows([])[0]).toEqual(productCsvHeader({ currencies: [], options: 0 }));
    const header = productCsvHeader({ currencies: ['eur'] });
    const line = header.map((column) =>
      column === 'product_handle'
        ? 'linen-shirt'
        : column === 'variant_title'
          ? 'M'
          : column === 'option_1_name'
            ? 'Size'
            : column === 'option_1_value'
              ? 'M'
              : column === 'price_eur'
                ? '2500'
                : '',
    );
    const { products, errors } = parseProductRows([header, line]);
    expect(errors).toEqual([]);
    expect(products).toEqual([
      {
        handle: 'linen-shirt',
        options: ['Size'],
        variants: [
          { title: 'M', options: ['M'], prices: [{ currency_code: 'eur', amount: 2500 }] },
        ],
      },
    ]);
  });
});
