import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailProduct, renderDetail, variant } from '../../test/product-detail-fixture.ts';

const LOAD = { timeout: 5000 };
const page = () => screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
const type = (scope: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByRole('textbox', { name }), { target: { value } });

describe('the product page: options and variants', { timeout: 20_000 }, () => {
  it('adds values to an option, one variant per new value, skipping known ones', async () => {
    const { called } = renderDetail({
      'POST /admin/products/prod_1/variants': { product: detailProduct() },
    });
    await page();
    const options = screen.getByRole('region', { name: 'Options' });
    expect(within(options).getByText(': S, M')).toBeTruthy();
    fireEvent.click(within(options).getByRole('button', { name: 'Add values to Size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add values to “Size”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter at least one value.')).toBeTruthy();
    type(dialog, /^Values/, 'M, L, XL');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1/variants').map((r) => r.body)).toEqual([
      { title: 'L', prices: [], options: [{ option_id: 'opt_size', value: 'L' }] },
      { title: 'XL', prices: [], options: [{ option_id: 'opt_size', value: 'XL' }] },
    ]);
  });

  it('adds an option with values: the variants take the first, the rest make variants', async () => {
    const withColor = detailProduct();
    const size = withColor.options?.[0];
    if (!size) throw new Error('the fixture has a Size option');
    withColor.options = [size, { ...size, id: 'opt_color', title: 'Color', values: [] }];
    const { called } = renderDetail({
      'POST /admin/products/prod_1/options': { product: withColor },
      'POST /admin/products/prod_1/variants/*': { product: withColor },
      'POST /admin/products/prod_1/variants': { product: withColor },
    });
    await page();
    const options = screen.getByRole('region', { name: 'Options' });
    fireEvent.click(within(options).getByRole('button', { name: 'Add an option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an option' });
    type(dialog, /^Option name/, 'Color');
    type(dialog, /^Values/, 'Red, Blue');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1/options')[0]?.body).toEqual({ title: 'Color' });
    expect(called('POST', '/admin/products/prod_1/variants/variant_s')[0]?.body).toEqual({
      options: [
        { option_id: 'opt_size', value: 'S' },
        { option_id: 'opt_color', value: 'Red' },
      ],
    });
    // Blue pairs with each value of the other option.
    expect(called('POST', '/admin/products/prod_1/variants').map((r) => r.body)).toEqual(
      ['S', 'M'].map((size) => ({
        title: `${size} / Blue`,
        prices: [],
        options: [
          { option_id: 'opt_size', value: size },
          { option_id: 'opt_color', value: 'Blue' },
        ],
      })),
    );
  });

  it('renames and deletes an option after confirming', async () => {
    const { called } = renderDetail({
      'POST /admin/products/prod_1/options/opt_size': { product: detailProduct() },
      'DELETE /admin/products/prod_1/options/opt_size': Response.json(
        { type: 'not_allowed', message: 'The option is in use' },
        { status: 400 },
      ),
    });
    await page();
    const options = screen.getByRole('region', { name: 'Options' });
    fireEvent.click(within(options).getByRole('button', { name: 'Rename Size' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the option “Size”' });
    type(rename, /^Option name/, 'Fit');
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1/options/opt_size')[0]?.body).toEqual({
      title: 'Fit',
    });

    fireEvent.click(within(options).getByRole('button', { name: 'Delete Size' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the option “Size”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('The option is in use', {}, LOAD)).toBeTruthy();
  });

  it('adds a variant with its option value and codes, edits one and deletes one', async () => {
    const { called } = renderDetail({
      'POST /admin/products/prod_1/variants': { product: detailProduct() },
      'POST /admin/products/prod_1/variants/variant_m': { product: detailProduct() },
      'DELETE /admin/products/prod_1/variants/variant_s': {
        id: 'variant_s',
        object: 'product-variant',
        deleted: true,
        variant_id: 'variant_s',
        product: { ...detailProduct(), variants: [variant('variant_m', 'M')] },
      },
    });
    await page();
    const variants = screen.getByRole('region', { name: 'Variants' });
    expect(within(variants).getByRole('link', { name: /grid/i })).toBeTruthy();
    fireEvent.click(within(variants).getByRole('button', { name: 'Add a variant' }));
    const add = await screen.findByRole('dialog', { name: 'New variant' });
    type(add, /^Variant/, 'L');
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('Enter a value for every option.')).toBeTruthy();
    type(add, /^Size/, 'L');
    type(add, 'Barcode', '123456');
    type(add, 'Price in EUR', '12.50');
    fireEvent.click(within(add).getByRole('checkbox', { name: /Allow backorders/ }));
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1/variants')[0]?.body).toEqual({
      title: 'L',
      barcode: '123456',
      manage_inventory: true,
      allow_backorder: true,
      options: [{ option_id: 'opt_size', value: 'L' }],
      prices: [{ currency_code: 'eur', amount: 1250 }],
    });

    fireEvent.click(within(variants).getByRole('button', { name: 'Edit M' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit variant' });
    type(edit, 'SKU', '');
    fireEvent.click(within(edit).getByRole('checkbox', { name: /Manage inventory/ }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1/variants/variant_m')[0]?.body).toMatchObject({
      title: 'M',
      sku: null,
      manage_inventory: false,
      options: [{ option_id: 'opt_size', value: 'M' }],
    });

    fireEvent.click(within(variants).getByRole('button', { name: 'Delete S' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the variant “S”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LOAD);
    expect(called('DELETE', '/admin/products/prod_1/variants/variant_s')).toHaveLength(1);
  });
});
