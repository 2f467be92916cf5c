import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import {
  item,
  level,
  location,
  locations,
  page,
  reservation,
} from '../../test/inventory-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const shirt = item('iitem_1', 'Linen Shirt', [level('iitem_1', 'sloc_1', 10, 3)]);
const held = { ...reservation('resitem_1', 'iitem_1', 3), inventory_item: shirt };

function setup(path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/stock-locations': page('stock_locations', locations),
    'POST /admin/stock-locations': (_r, body) => ({
      stock_location: { ...location('sloc_3', 'Depot'), ...(body as object) },
    }),
    'GET /admin/stock-locations/sloc_3': { stock_location: location('sloc_3', 'Depot') },
    'GET /admin/inventory-items': page('inventory_items', [shirt]),
    'GET /admin/reservations': page('reservations', [held]),
    'GET /admin/reservations/resitem_1': { reservation: held },
    'POST /admin/reservations': { reservation: held },
    'POST /admin/reservations/resitem_1': { reservation: held },
    'DELETE /admin/reservations/resitem_1': {
      id: 'resitem_1',
      object: 'reservation',
      deleted: true,
    },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('stock locations', { timeout: 20_000 }, () => {
  it('creates a location with its address, refusing a country without an address', async () => {
    const { router, called } = setup('/app/a/settings/locations');
    const grid = await screen.findByRole('grid', { name: 'Stock locations' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'Main warehouse' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create location' }));
    const dialog = await screen.findByRole('dialog', { name: 'New stock location' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Depot' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Country/ }), {
      target: { value: 'de' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create location' }));
    expect(
      await within(dialog).findByText('Enter the address, or clear the country.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Address/ }), {
      target: { value: 'Hafenstraße 2' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /City/ }), {
      target: { value: 'Hamburg' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create location' }));
    await screen.findByRole('heading', { name: 'Depot', level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/settings/locations/sloc_3');
    expect(called('POST', '/admin/stock-locations')[0]?.body).toEqual({
      name: 'Depot',
      address: { address_1: 'Hafenstraße 2', city: 'Hamburg', country_code: 'de' },
    });
  });
});

describe('reservations', { timeout: 20_000 }, () => {
  it('lists reservations, edits one and deletes the selected ones', async () => {
    const { called } = setup('/app/a/inventory/reservations');
    const grid = await screen.findByRole('grid', { name: 'Reservations' }, LOAD);
    expect(within(grid).getByText('Held for a fair')).toBeTruthy();

    // The keyboard opens the active row (Enter), as every list does.
    fireEvent.click(within(grid).getByText('Held for a fair'));
    fireEvent.keyDown(grid, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit reservation' });
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('3'));
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number of 1 or more.')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(called('POST', '/admin/reservations/resitem_1')[0]?.body).toEqual({
        location_id: 'sloc_1',
        quantity: 2,
        description: 'Held for a fair',
      }),
    );

    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Linen Shirt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reservations deleted: 1.', {}, LOAD)).toBeTruthy();
  });
});
