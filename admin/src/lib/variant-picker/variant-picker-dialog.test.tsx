import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { listedProduct } from '../../test/product-fixtures.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { price, variant } from '../../test/variant-fixtures.ts';
import type { PickedVariant } from './picked-variant.ts';
import { VariantPickerDialog } from './variant-picker-dialog.tsx';

const shirt = listedProduct('prod_shirt', 'Linen Shirt', {
  variants: [
    variant('variant_s', 'S', 'SHIRT-S'),
    variant('variant_l', 'L', 'SHIRT-L', [price(900, 'usd'), price(2000, 'eur', 'reg_1')]),
  ],
});
const mug = listedProduct('prod_mug', 'Stoneware Mug', {
  variants: [variant('variant_mug', 'Default', null, [price(1200, 'eur')])],
});

function Harness({
  onPick,
  multiple,
}: {
  onPick: (p: PickedVariant[]) => void;
  multiple?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <VariantPickerDialog
      open={open}
      onOpenChange={setOpen}
      title="Add items"
      currencyCode="eur"
      onPick={onPick}
      {...(multiple === undefined ? {} : { multiple })}
    />
  );
}

describe('the variant picker', { timeout: 20_000 }, () => {
  it('searches on the server, pages, and hands back the chosen variants with quantities', async () => {
    const { api, requests } = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/products': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        return q === 'mug'
          ? { products: [mug], count: 1, offset: 0, limit: 10 }
          : { products: [shirt, mug], count: 12, offset: 0, limit: 10 };
      },
    });
    const onPick = vi.fn();
    renderWithClient(<Harness onPick={onPick} />, api);
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    const small = await within(dialog).findByRole('checkbox', { name: 'Linen Shirt, S' });
    // The plain euro price where there is one; a region's price is not the currency's.
    expect(within(dialog).getByText('€25.00')).toBeTruthy();
    expect(within(dialog).getByText('SKU SHIRT-S')).toBeTruthy();
    const large = within(dialog).getByRole('checkbox', { name: 'Linen Shirt, L' });
    expect(large.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('No price in this currency')).toBeTruthy();

    // Twelve products: the second page is asked of the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)?.search.get('offset')).toBe('10'));

    fireEvent.click(small);
    fireEvent.change(
      within(dialog).getByRole('searchbox', { name: 'Search products and variants' }),
      {
        target: { value: 'mug' },
      },
    );
    await waitFor(() => expect(requests.at(-1)?.search.get('q')).toBe('mug'));
    expect(requests.at(-1)?.search.get('offset')).toBe('0');
    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Stoneware Mug, Default' }),
    );

    // The choice survives the new search; an empty quantity is refused, then fixed.
    const chosen = within(dialog).getByRole('region', { name: 'Chosen (2)' });
    const quantity = within(chosen).getByRole('spinbutton', { name: /Linen Shirt/ });
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add chosen (2)' }));
    expect(within(chosen).getByText('Enter a whole number of at least 1.')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add chosen (2)' }));

    expect(onPick).toHaveBeenCalledWith([
      {
        variantId: 'variant_s',
        title: 'S',
        productTitle: 'Linen Shirt',
        sku: 'SHIRT-S',
        quantity: 3,
        unitPrice: 2500,
      },
      {
        variantId: 'variant_mug',
        title: 'Default',
        productTitle: 'Stoneware Mug',
        sku: null,
        quantity: 1,
        unitPrice: 1200,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps one variant when only one may be picked, and asks for a choice', async () => {
    const { api } = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/products': { products: [shirt], count: 1, offset: 0, limit: 10 },
    });
    const onPick = vi.fn();
    renderWithClient(<Harness onPick={onPick} multiple={false} />, api);
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add chosen (0)' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one variant.');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Linen Shirt, S' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Linen Shirt, L' }));
    const small = within(dialog).getByRole('checkbox', { name: 'Linen Shirt, S' });
    expect((small as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add chosen (1)' }));
    expect(onPick.mock.calls[0]?.[0]).toMatchObject([{ variantId: 'variant_l', quantity: 1 }]);
    expect(onPick.mock.calls[0]?.[0][0]).not.toHaveProperty('unitPrice');
  });

  it('says when nothing matches and when the catalogue cannot be read', async () => {
    let fail = true;
    const { api } = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/products': () =>
        fail
          ? Response.json({ type: 'unexpected_state', message: 'boom' }, { status: 500 })
          : { products: [], count: 0, offset: 0, limit: 10 },
    });
    renderWithClient(<Harness onPick={vi.fn()} />, api);
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The products could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByText('There are no products in the catalogue yet.'),
    ).toBeTruthy();
  });

  it('tells a role that cannot read products why it cannot search, and asks nothing', async () => {
    const support = { ...adminUser, role: 'custom', permissions: ['orders:read', 'orders:write'] };
    const { api, requests } = apiRoutes({
      'GET /admin/auth': { user: support },
      'GET /admin/products': { products: [shirt], count: 1, offset: 0, limit: 10 },
    });
    renderWithClient(<Harness onPick={vi.fn()} />, api);
    const dialog = await screen.findByRole('dialog', { name: 'Add items' });
    await waitFor(() => expect(requests.some((r) => r.path === '/admin/auth')).toBe(true));
    expect(
      await within(dialog).findByText(
        'Your role cannot see products, so the catalogue cannot be searched here.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    expect(requests.some((r) => r.path === '/admin/products')).toBe(false);
  });
});
