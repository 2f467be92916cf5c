import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { dates, key, outlet, page } from '../../test/channel-fixtures.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { listedProduct, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function setup(path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/sales-channels': page('sales_channels', [outlet]),
    'GET /admin/sales-channels/sc_1': { sales_channel: outlet },
    'POST /admin/sales-channels/sc_1': (_r, body) => ({
      sales_channel: { ...outlet, ...(body as object) },
    }),
    'GET /admin/stock-locations': page('stock_locations', []),
    'GET /admin/products': productPage([listedProduct('prod_1', 'Linen Shirt')]),
    'DELETE /admin/sales-channels/sc_1/products/batch': { sales_channel: outlet },
    'GET /admin/publishable-api-keys/pk_01ABC': { publishable_api_key: key },
    'GET /admin/publishable-api-keys/pk_01ABC/sales-channels': { sales_channels: [] },
    'POST /admin/publishable-api-keys/pk_01ABC/sales-channels/batch': { publishable_api_key: key },
    'POST /admin/publishable-api-keys/pk_01ABC/revoke': {
      publishable_api_key: { ...key, revoked_at: dates.updated_at },
    },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('sales channels', { timeout: 20_000 }, () => {
  it('disables a channel and takes the selected products out of it', async () => {
    const { called, requests } = setup('/app/a/sales-channels/sc_1');
    await screen.findByRole('heading', { name: 'Outlet', level: 1 }, LOAD);
    expect(
      await screen.findByText(
        'No location is linked: the channel sells the stock of every location.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(called('POST', '/admin/sales-channels/sc_1')[0]?.body).toEqual({ is_disabled: true }),
    );

    const grid = await screen.findByRole('grid', { name: 'Products in this channel' }, LOAD);
    const list = requests.find((r) => r.path === '/admin/products');
    expect(list?.search.getAll('sales_channel_id[]')).toEqual(['sc_1']);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Linen Shirt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from channel' }));
    expect(await screen.findByText('Products removed from the channel: 1.', {}, LOAD)).toBeTruthy();
    expect(called('DELETE', '/admin/sales-channels/sc_1/products/batch')[0]?.body).toEqual({
      product_ids: [{ id: 'prod_1' }],
    });
  });
});

describe('publishable API keys', { timeout: 20_000 }, () => {
  it('copies the key with one click and says so', async () => {
    setup('/app/a/publishable-api-keys/pk_01ABC');
    await screen.findByRole('heading', { name: 'Kiosk', level: 1 }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('pk_01ABC');
  });

  it('says so when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    setup('/app/a/publishable-api-keys/pk_01ABC');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy key' }, LOAD));
    expect(await screen.findByText(/did not allow copying/)).toBeTruthy();
  });

  it('adds a sales channel to the key and revokes the key after confirming', async () => {
    const { called } = setup('/app/a/publishable-api-keys/pk_01ABC');
    await screen.findByRole('heading', { name: 'Kiosk', level: 1 }, LOAD);
    expect(
      await screen.findByText(
        'No sales channel yet: store requests sent with this key see no products.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add sales channels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sales channels' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Outlet' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add chosen channels (1)' }));
    await waitFor(() =>
      expect(
        called('POST', '/admin/publishable-api-keys/pk_01ABC/sales-channels/batch')[0]?.body,
      ).toEqual({ sales_channel_ids: [{ id: 'sc_1' }] }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke the key “Kiosk”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(called('POST', '/admin/publishable-api-keys/pk_01ABC/revoke')).toHaveLength(1),
    );
  });
});
