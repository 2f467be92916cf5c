import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { listedProduct } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const variant = {
  id: 'variant_1',
  title: 'Tee 1',
  manage_inventory: false,
  inventory_quantity: 0,
  prices: [
    { id: 'ma_1', currency_code: 'eur', amount: 1250, region_id: null, price_list_id: null },
  ],
};
const product = listedProduct('prod_1', 'Linen Shirt', { variants: [variant] as never });

function setup(path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'POST /admin/store': storeAnswer(),
    'GET /admin/regions': { regions: [], count: 0, offset: 0, limit: 1000 },
    'GET /admin/stock-locations': { stock_locations: [], count: 0, offset: 0, limit: 1000 },
    'GET /admin/products/prod_1': { product },
    'GET /admin/variants/variant_1/inventory': {
      variant: { id: 'variant_1', inventory: [], sales_channel_availability: [] },
    },
    'POST /admin/products/prod_1/variants/variant_1': { product },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

const promptShown = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

/** Types `text` into the grid's first EUR cell. */
async function editFirstPrice(text: string) {
  const grid = await screen.findByRole('grid', { name: /variants of Linen Shirt/ }, LOAD);
  grid.focus();
  fireEvent.keyDown(grid, { key: '1' });
  const editor = within(grid).getByRole('textbox', { name: 'EUR of Tee 1' });
  fireEvent.change(editor, { target: { value: text } });
  fireEvent.keyDown(editor, { key: 'Enter' });
}

const backToProduct = () =>
  fireEvent.click(screen.getByRole('link', { name: 'Back to the product' }));

describe('leaving the prices grid with unsaved edits', { timeout: 20_000 }, () => {
  it('asks first: Stay keeps the edits, Leave goes', async () => {
    const { router } = setup('/app/a/products/prod_1/grid');
    await editFirstPrice('20');
    expect(screen.getByText('Changed cells: 1')).toBeTruthy();

    backToProduct();
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(prompt.textContent).toContain('Your changes have not been saved.');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(promptShown()).toBeNull());
    expect(router.state.location.pathname).toBe('/a/products/prod_1/grid');
    expect(screen.getByText('Changed cells: 1')).toBeTruthy();

    backToProduct();
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/products/prod_1'));
  });

  it('does not ask once the edits are saved', async () => {
    const { router, called } = setup('/app/a/products/prod_1/grid');
    await editFirstPrice('20');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Changed cells: 0', {}, LOAD);
    expect(called('POST', '/admin/products/prod_1/variants/variant_1')).toHaveLength(1);

    backToProduct();
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/products/prod_1'));
    expect(promptShown()).toBeNull();
  });

  it('does not ask when a cell was typed back to its saved value', async () => {
    const { router } = setup('/app/a/products/prod_1/grid');
    await editFirstPrice('12.50');
    expect(screen.getByText('Changed cells: 0')).toBeTruthy();

    backToProduct();
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/products/prod_1'));
    expect(promptShown()).toBeNull();
  });
});

describe('leaving a long form with unsaved changes', { timeout: 20_000 }, () => {
  it('asks while the values differ from the loaded ones, and not after saving', async () => {
    const { router, called } = setup('/app/a/settings/details');
    const name = await screen.findByLabelText(/Store name/, undefined, LOAD);
    fireEvent.change(name, { target: { value: 'Linen & Co' } });

    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stay' }),
    );
    await waitFor(() => expect(promptShown()).toBeNull());
    expect(router.state.location.pathname).toBe('/a/settings/details');
    expect((name as HTMLInputElement).value).toBe('Linen & Co');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/store')).toHaveLength(1));
    await screen.findByText('The store details were saved.', {}, LOAD);
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/orders'));
    expect(promptShown()).toBeNull();
  });

  it('asks about changes in an open form dialog when the page is left', async () => {
    const { router } = setup('/app/a/products/prod_1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit General' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText(/Title/);
    fireEvent.change(title, { target: { value: 'Wool Shirt' } });

    // What a shortcut or the browser's Back does while the dialog is open (a modal leaves
    // no link to click; Back itself is e2e/src/admin-unsaved-changes.test.ts's).
    void router.navigate({ to: '/a/orders' });
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stay' }),
    );
    await waitFor(() => expect(promptShown()).toBeNull());
    expect(router.state.location.pathname).toBe('/a/products/prod_1');
    // The form stays open with what was typed.
    const still = screen.getByRole('dialog', { name: 'General' });
    expect((within(still).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Wool Shirt');
  });
});

describe('two guards at once', { timeout: 20_000 }, () => {
  it('asks once when a form dialog with changes is open over a grid with edits', async () => {
    const dates = {
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      deleted_at: null,
    };
    const list = {
      id: 'pl_1',
      name: 'VIP prices',
      description: 'For our best customers',
      type: 'override',
      status: 'active',
      starts_at: null,
      ends_at: null,
      includes_tax: false,
      customer_groups: [],
      prices: [
        {
          id: 'ma_1',
          variant_id: 'variant_1',
          currency_code: 'eur',
          amount: 1000,
          region_id: null,
          min_quantity: null,
          max_quantity: null,
          price_list_id: 'pl_1',
          ...dates,
        },
      ],
      ...dates,
    };
    const page = (key: string, rows: unknown[]) => ({
      [key]: rows,
      count: rows.length,
      offset: 0,
      limit: 20,
    });
    const routes = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/store': storeAnswer(),
      'GET /admin/regions': page('regions', []),
      'GET /admin/customer-groups': page('customer_groups', []),
      'GET /admin/price-lists/pl_1': { price_list: list },
      'GET /admin/price-lists/pl_1/products': page('products', [
        { id: 'prod_1', title: 'Shirt', variants: [{ id: 'variant_1', title: 'S', prices: [] }] },
      ]),
      'GET /admin/orders': page('orders', []),
    } as Parameters<typeof apiRoutes>[0]);
    const { router } = renderApp('/app/a/pricing/pl_1', routes.api);

    const grid = await screen.findByRole('grid', { name: 'Prices of VIP prices' }, LOAD);
    grid.focus();
    fireEvent.keyDown(grid, { key: '9' });
    const editor = within(grid).getByRole('textbox', { name: 'EUR of Shirt · S' });
    fireEvent.change(editor, { target: { value: '9.5' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(screen.getByText('Changed cells: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Gold prices' } });

    void router.navigate({ to: '/a/orders' });
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/orders'));
    expect(promptShown()).toBeNull();
  });
});
