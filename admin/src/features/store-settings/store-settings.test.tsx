import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const store = storeAnswer(['analytics']);
store.store.modules = [{ module: 'inventoryService', resolution: '@commerce/inventory' }] as never;
const sent = {
  id: 'noti_1',
  event_name: 'order.placed',
  resource_type: 'order',
  resource_id: 'order_1',
  customer_id: null,
  to: 'sam@example.com',
  data: {},
  parent_id: null,
  provider_id: 'log',
  resends: [],
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
};

/** The app at `path`, signed in as the built-in admin unless a test gives another user. */
function setup(path: string, user: object = adminUser) {
  const routes = apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/store': store,
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
    'POST /admin/store': Response.json(
      { type: 'invalid_data', message: 'Store does not have currency: gbp' },
      { status: 400 },
    ),
    'GET /admin/notifications': { notifications: [sent], count: 1, offset: 0, limit: 20 },
    'POST /admin/notifications/noti_1/resend': { notification: sent },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('store details', { timeout: 20_000 }, () => {
  it('shows flags and modules read-only, and sends only what changed', async () => {
    const { called } = setup('/app/a/settings/details');
    const name = await screen.findByLabelText(/Store name/, undefined, LOAD);
    expect((name as HTMLInputElement).value).toBe('Demo store');
    const flags = screen.getByRole('list', { name: 'Feature flags' });
    // The test store reports this server's flags too (issue 25); analytics is the one on here.
    expect(within(flags).getByText('analytics').closest('li')?.textContent).toContain('On');
    expect(screen.getByRole('list', { name: 'Modules' }).textContent).toContain('inventoryService');
    expect(screen.queryByRole('checkbox')).toBeNull();

    fireEvent.change(screen.getByLabelText(/Invitation link/), {
      target: { value: 'https://team.example/join' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The link must contain {invite_token}.')).toBeTruthy();
    expect(called('POST', '/admin/store')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Invitation link/), { target: { value: '' } });
    fireEvent.change(name, { target: { value: 'Linen & Co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/store')).toHaveLength(1));
    expect(called('POST', '/admin/store')[0]?.body).toEqual({ name: 'Linen & Co' });
    expect((await screen.findByRole('alert')).textContent).toContain('Store does not have');
  });

  it('shows a member the details as text, with the note saying why', async () => {
    setup('/app/a/settings/details', { ...adminUser, role: 'member' });
    expect(await screen.findByText('Demo store', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to the store settings.',
    );
    expect(screen.queryByLabelText(/Store name/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Feature flags' })).toBeTruthy();
  });

  it("offers the store's currencies as the default", async () => {
    setup('/app/a/settings/details');
    const select = await screen.findByRole('combobox', { name: /Default currency/ }, LOAD);
    expect(select.textContent).toContain('EUR');
  });
});

describe('the notifications log', { timeout: 20_000 }, () => {
  it('filters by recipient and resource, and resends to another address', async () => {
    const { called } = setup('/app/a/settings/notifications?q=sam%40example.com');
    const grid = await screen.findByRole('grid', { name: 'Notifications' }, LOAD);
    expect(within(grid).getByText('sam@example.com')).toBeTruthy();
    const asked = called('GET', '/admin/notifications').at(-1);
    expect(asked?.search.get('to')).toBe('sam@example.com');

    fireEvent.click(within(grid).getByRole('button', { name: 'order.placed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend notification' });
    fireEvent.change(within(dialog).getByLabelText(/Recipient/), {
      target: { value: 'ops@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(called('POST', '/admin/notifications/noti_1/resend')).toHaveLength(1),
    );
    expect(called('POST', '/admin/notifications/noti_1/resend')[0]?.body).toEqual({
      to: 'ops@example.com',
    });
  });

  it('asks the API for one kind of resource', async () => {
    const { called } = setup('/app/a/settings/notifications?resource_type=invite');
    await screen.findByRole('grid', { name: 'Notifications' }, LOAD);
    expect(called('GET', '/admin/notifications').at(-1)?.search.get('resource_type')).toBe(
      'invite',
    );
  });

  it('lists the notifications without resending for a role that cannot change orders', async () => {
    setup('/app/a/settings/notifications', { ...adminUser, role: 'developer' });
    const grid = await screen.findByRole('grid', { name: 'Notifications' }, LOAD);
    expect(within(grid).getByText('order.placed')).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: 'order.placed' })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to orders.',
    );
  });
});
