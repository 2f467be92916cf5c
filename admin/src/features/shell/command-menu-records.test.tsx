import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, notImplemented } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const summer = { id: 'pcol_1', title: 'Summer Linen', handle: 'summer-linen', ...dates };

function setup() {
  return apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/products': { products: [], count: 0, offset: 0, limit: 5 },
    'GET /admin/collections': { collections: [summer], count: 1, offset: 0, limit: 5 },
    'GET /admin/collections/pcol_1': { collection: summer },
    'GET /admin/customers': {
      customers: [
        {
          id: 'cus_1',
          email: 'linda@example.com',
          first_name: 'Linda',
          last_name: 'Lin',
          ...dates,
        },
      ],
      count: 1,
      offset: 0,
      limit: 5,
    },
    'GET /admin/orders': notImplemented(),
  });
}

describe('the command palette finds records', { timeout: 20_000 }, () => {
  it('jumps to a collection, and lists customers found by the same words', async () => {
    const { api, called } = setup();
    const { router } = renderApp('/app/a/orders', api);
    await screen.findByRole('heading', { name: 'Orders', level: 1 }, LOAD);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    fireEvent.input(within(dialog).getByRole('combobox'), { target: { value: 'lin' } });

    const collection = await within(dialog).findByRole('option', { name: /Summer Linen/ }, LOAD);
    expect(within(dialog).getByRole('option', { name: /Linda Lin/ })).toBeTruthy();
    expect(called('GET', '/admin/collections').map((r) => r.search.get('q'))).toEqual(['lin']);
    fireEvent.click(collection);
    await screen.findByRole('heading', { name: 'Summer Linen', level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/collections/pcol_1');
  });
});
