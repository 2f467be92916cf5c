import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const region = { id: 'reg_eu', name: 'Europe', currency_code: 'eur', tax_rate: 0, ...dates };
const groups = {
  id: 'dcon_1',
  type: 'customer_groups',
  operator: 'in',
  discount_rule_id: 'dru_1',
  ...dates,
};
const summer = {
  id: 'disc_1',
  code: 'SUMMER10',
  is_dynamic: false,
  rule_id: 'dru_1',
  rule: {
    id: 'dru_1',
    type: 'percentage',
    description: null,
    value: 10,
    allocation: 'total',
    conditions: [groups],
    ...dates,
  },
  is_disabled: false,
  parent_discount_id: null,
  parent_discount: null,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: null,
  valid_duration: null,
  usage_limit: 10,
  usage_count: 3,
  regions: [region],
  ...dates,
};
const developer = { ...adminUser, id: 'usr_dev', role: 'developer' };
/** A custom role for the marketing team: discounts only, not regions or customers (issue 21). */
const marketing = {
  ...adminUser,
  id: 'usr_mkt',
  role: 'custom',
  permissions: ['discounts:read', 'discounts:write'],
};

function setup(user: object, path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/discounts': { discounts: [summer], count: 1, offset: 0, limit: 20 },
    'GET /admin/discounts/disc_1': { discount: summer },
    'GET /admin/discounts/disc_1/conditions/dcon_1': {
      discount_condition: { ...groups, customer_groups: [{ id: 'cgrp_1', name: 'VIP' }] },
    },
    'GET /admin/regions': { regions: [region], count: 1, offset: 0, limit: 200 },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('discounts for a restricted role', { timeout: 20_000 }, () => {
  it('lists discounts read-only for a developer: no create, no selection', async () => {
    setup(developer, '/app/a/discounts');
    const grid = await screen.findByRole('grid', { name: 'Discounts' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'SUMMER10' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to discounts.',
    );
    expect(screen.queryByRole('link', { name: 'Create discount' })).toBeNull();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
  });

  it('shows a developer the whole discount, with none of its actions', async () => {
    setup(developer, '/app/a/discounts/disc_1');
    await screen.findByRole('heading', { name: 'SUMMER10', level: 1 }, LOAD);
    expect(screen.getByRole('note')).toBeTruthy();
    expect(screen.getByText('Used 3 of 10 allowed.')).toBeTruthy();
    expect(screen.getByText('Europe')).toBeTruthy();
    expect(await screen.findByText('VIP', {}, LOAD)).toBeTruthy();
    for (const name of ['Disable', 'Edit', 'Delete', 'Add condition', 'Add region'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove region Europe' })).toBeNull();
    expect(screen.queryByRole('button', { name: /the condition on/ })).toBeNull();
  });

  it('lets a discounts-only role edit, without asking for regions or customer groups', async () => {
    const { requests } = setup(marketing, '/app/a/discounts/disc_1');
    await screen.findByRole('heading', { name: 'SUMMER10', level: 1 }, LOAD);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove region Europe' })).toBeTruthy();
    // Adding a region lists the store's; adding or changing a condition searches its kind.
    expect(screen.queryByRole('button', { name: 'Add region' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add condition' })).toBeNull();
    expect(await screen.findByText('VIP', {}, LOAD)).toBeTruthy();
    // Customer groups are searched in the customers area: the condition can go, not change.
    expect(
      screen.getByRole('button', { name: 'Delete the condition on Customer groups' }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Edit the condition on Customer groups' }),
    ).toBeNull();

    // The edit form offers the discount's own regions.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /SUMMER10/ });
    expect(within(dialog).getByRole('checkbox', { name: /Europe/ })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(requests.some((r) => r.path === '/admin/regions')).toBe(false);
    expect(requests.some((r) => r.path === '/admin/customer-groups')).toBe(false);
  });
});
