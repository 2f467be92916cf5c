import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { key, outlet, page } from '../../test/channel-fixtures.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
// Developers hold api-keys:write (built-in roles, issue 21); a reader only api-keys:read.
const developer = { ...adminUser, id: 'usr_dev', role: 'developer' };
const reader = {
  ...adminUser,
  id: 'usr_reader',
  role: 'custom',
  permissions: ['api-keys:read', 'channels:read'],
};

function setup(user: object, path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/sales-channels': page('sales_channels', [outlet]),
    'GET /admin/sales-channels/sc_1': { sales_channel: outlet },
    'GET /admin/stock-locations': page('stock_locations', []),
    'GET /admin/products': page('products', []),
    'GET /admin/publishable-api-keys': page('publishable_api_keys', [key]),
    'GET /admin/publishable-api-keys/pk_01ABC': { publishable_api_key: key },
    'GET /admin/publishable-api-keys/pk_01ABC/sales-channels': { sales_channels: [outlet] },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('publishable API keys by role', { timeout: 20_000 }, () => {
  it('gives a developer every key action', async () => {
    setup(developer, '/app/a/publishable-api-keys');
    const grid = await screen.findByRole('grid', { name: 'Publishable API keys' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'Kiosk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create publishable key' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("gives a developer the key's actions, its channels' too", async () => {
    setup(developer, '/app/a/publishable-api-keys/pk_01ABC');
    await screen.findByRole('heading', { name: 'Kiosk', level: 1 }, LOAD);
    for (const name of ['Edit', 'Revoke', 'Delete', 'Add sales channels'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Remove Outlet from the key' }, LOAD),
    ).toBeTruthy();
  });

  it('shows a reader the keys, without any action', async () => {
    setup(reader, '/app/a/publishable-api-keys');
    const grid = await screen.findByRole('grid', { name: 'Publishable API keys' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'Kiosk' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to API keys.',
    );
    expect(screen.queryByRole('button', { name: 'Create publishable key' })).toBeNull();
  });

  it("shows a reader a key's details and channels, without any action", async () => {
    setup(reader, '/app/a/publishable-api-keys/pk_01ABC');
    await screen.findByRole('heading', { name: 'Kiosk', level: 1 }, LOAD);
    expect(screen.getByRole('note')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(await screen.findByText('Outlet', {}, LOAD)).toBeTruthy();
    for (const name of ['Edit', 'Revoke', 'Delete', 'Add sales channels'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Outlet from the key' })).toBeNull();
  });
});

describe('sales channels for a developer', { timeout: 20_000 }, () => {
  it('shows the channel, its locations and products, with no change actions', async () => {
    setup(developer, '/app/a/sales-channels/sc_1');
    await screen.findByRole('heading', { name: 'Outlet', level: 1 }, LOAD);
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to sales channels.',
    );
    expect(
      await screen.findByText(
        'No location is linked: the channel sells the stock of every location.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    for (const name of ['Edit', 'Disable', 'Delete', 'Link', 'Add products'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
