import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { LOAD, setup } from '../../test/region-fixtures.tsx';
import { settle } from '../../test/settle.ts';

stubGridLayout();

/** The built-in member: reads the store settings but may not change them (issue 21). */
const member = { 'GET /admin/auth': { user: { ...adminUser, role: 'member' } } };
/** The built-in developer: reads regions, changes none. */
const developer = { 'GET /admin/auth': { user: { ...adminUser, role: 'developer' } } };

describe('settings pages by role', { timeout: 20_000 }, () => {
  it('shows a developer a region without its changes, and says why', async () => {
    const { called, queryClient } = setup('/app/a/settings/regions/reg_no', developer);
    await screen.findByRole('heading', { name: 'Nordics', level: 1 }, LOAD);
    await settle(queryClient);
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to regions, shipping and taxes.',
    );
    expect(screen.getByText('Denmark')).toBeTruthy();
    for (const name of ['Edit', 'Delete', 'Remove Denmark', 'Add', 'Add shipping option']) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    }
    expect(screen.queryByRole('combobox', { name: 'Add a country' })).toBeNull();
    // The add menu's provider list and the option form's profiles are not asked for.
    expect(called('GET', '/admin/store/payment-providers')).toHaveLength(0);
    expect(called('GET', '/admin/shipping-profiles')).toHaveLength(0);
  });

  it('shows a member the store currencies without changes, and asks for no others', async () => {
    const { called, queryClient } = setup('/app/a/settings/currencies', member);
    const table = await screen.findByRole('table', { name: 'Store currencies' }, LOAD);
    await settle(queryClient);
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to the store settings.',
    );
    expect(within(table).queryByRole('switch')).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Remove USD' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add a currency' })).toBeNull();
    expect(called('GET', '/admin/currencies')).toHaveLength(0);
  });
});
