import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';
import { resourceChanges } from './condition-dialog.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const region = { id: 'reg_eu', name: 'Europe', currency_code: 'eur', tax_rate: 0, ...dates };
const rule = (conditions: object[] = []) => ({
  id: 'dru_1',
  type: 'percentage',
  description: null,
  value: 10,
  allocation: 'total',
  conditions,
  ...dates,
});
const summer = {
  id: 'disc_1',
  code: 'SUMMER10',
  is_dynamic: false,
  rule_id: 'dru_1',
  rule: rule(),
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
const winter = { ...summer, id: 'disc_2', code: 'WINTER', is_disabled: true };
const refusal = (message: string, status = 400, type = 'invalid_data', code?: string) =>
  Response.json({ type, message, code }, { status });

function setup(path: string, extra: Record<string, unknown> = {}) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/discounts': { discounts: [summer, winter], count: 2, offset: 0, limit: 20 },
    'GET /admin/discounts/disc_1': { discount: summer },
    'GET /admin/regions': { regions: [region], count: 1, offset: 0, limit: 200 },
    'POST /admin/discounts/disc_1': { discount: summer },
    'POST /admin/discounts/disc_2': refusal(
      'Discount with id: disc_2 was not found',
      404,
      'not_found',
    ),
    'GET /admin/collections': {
      collections: [{ id: 'pcol_1', title: 'Summer', handle: 'summer', ...dates }],
      count: 1,
      offset: 0,
      limit: 20,
    },
    ...extra,
  } as Parameters<typeof apiRoutes>[0]);
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('discounts', { timeout: 20_000 }, () => {
  it('lists discounts, filters by status and bulk-disables with a translated refusal', async () => {
    const { requests, called } = setup('/app/a/discounts');
    const grid = await screen.findByRole('grid', { name: 'Discounts' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'SUMMER10' })).toBeTruthy();
    expect(within(grid).getAllByText('3 / 10')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Disabled' }));
    // The list's own last request: the shell may read other things meanwhile.
    const lastList = () => requests.filter((r) => r.path === '/admin/discounts').at(-1);
    await waitFor(() => expect(lastList()?.search.get('is_disabled')).toBe('true'));

    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select SUMMER10' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select WINTER' }));
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Discounts disabled: 1.', {}, LOAD)).toBeTruthy();
    expect(
      screen.getByText(/WINTER: This no longer exists; it may have been deleted\./),
    ).toBeTruthy();
    expect(called('POST', '/admin/discounts/disc_1').map((r) => r.body)).toEqual([
      { is_disabled: true },
    ]);
  });

  it('creates a discount, showing the form’s checks and the server’s refusal in words', async () => {
    const { router, called } = setup('/app/a/discounts/new', {
      'POST /admin/discounts': refusal(
        'Discount with code SUMMER10 already exists',
        422,
        'duplicate_error',
        'discount_code_taken',
      ),
    });
    await screen.findByRole('heading', { name: 'New discount', level: 1 }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Create discount' }));
    expect(await screen.findByText('Enter a code.')).toBeTruthy();
    expect(screen.getByText('Choose at least one region.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'summer10' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Percentage/ }), {
      target: { value: '10' },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Europe/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create discount' }));
    expect(
      await screen.findByText('This code is already used by another discount.', {}, LOAD),
    ).toBeTruthy();
    const [sent] = called('POST', '/admin/discounts').map((r) => r.body as Record<string, unknown>);
    expect(sent).toMatchObject({
      code: 'summer10',
      rule: { type: 'percentage', value: 10, allocation: 'total' },
      regions: ['reg_eu'],
    });
    expect(router.state.location.pathname).toBe('/a/discounts/new');
  });

  it('shows usage and adds a collection condition picked by search', async () => {
    const { called } = setup('/app/a/discounts/disc_1', {
      'POST /admin/discounts/disc_1/conditions': { discount: summer },
    });
    await screen.findByRole('heading', { name: 'SUMMER10', level: 1 }, LOAD);
    expect(screen.getByText('Used 3 of 10 allowed.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const dialog = await screen.findByRole('dialog', { name: 'New condition' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Collections' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Summer' }, LOAD));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add condition' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/discounts/disc_1/conditions').map((r) => r.body)).toEqual([
      { operator: 'in', product_collections: ['pcol_1'] },
    ]);
  });

  it('deletes a discount after confirming', async () => {
    const { router, called } = setup('/app/a/discounts/disc_1', {
      'DELETE /admin/discounts/disc_1': { id: 'disc_1', object: 'discount', deleted: true },
    });
    await screen.findByRole('heading', { name: 'SUMMER10', level: 1 }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the discount SUMMER10?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/discounts'));
    expect(called('DELETE', '/admin/discounts/disc_1')).toHaveLength(1);
  });

  it('adds and removes a region on its own', async () => {
    const america = { ...region, id: 'reg_us', name: 'North America', currency_code: 'usd' };
    const { called } = setup('/app/a/discounts/disc_1', {
      'GET /admin/regions': { regions: [region, america], count: 2, offset: 0, limit: 200 },
      'POST /admin/discounts/disc_1/regions/reg_us': { discount: summer },
      'DELETE /admin/discounts/disc_1/regions/reg_eu': refusal(
        'A fixed discount needs a region of its currency',
      ),
    });
    await screen.findByRole('heading', { name: 'SUMMER10', level: 1 }, LOAD);
    const addRegion = screen.getByRole('button', { name: 'Add region' });
    // Enabled once the regions are in and one of them is not the discount's yet.
    const disabled = () =>
      (addRegion as HTMLButtonElement).disabled ||
      addRegion.getAttribute('aria-disabled') === 'true';
    await waitFor(() => expect(disabled()).toBe(false), LOAD);
    fireEvent.click(addRegion);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'North America' }, LOAD));
    await waitFor(() =>
      expect(called('POST', '/admin/discounts/disc_1/regions/reg_us')).toHaveLength(1),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove region Europe' }));
    expect(await screen.findByText('A fixed discount needs a region of its currency')).toBeTruthy();
    expect(called('DELETE', '/admin/discounts/disc_1/regions/reg_eu')).toHaveLength(1);
  });

  it('edits a condition by adding only the resource that was picked', async () => {
    const condition = {
      id: 'dcon_1',
      type: 'product_collections',
      operator: 'in',
      discount_rule_id: 'dru_1',
      ...dates,
    };
    const withCondition = { ...summer, rule: rule([condition]) };
    const summerCollection = { id: 'pcol_1', title: 'Summer', handle: 'summer', ...dates };
    const winterCollection = { id: 'pcol_2', title: 'Winter', handle: 'winter', ...dates };
    const { called } = setup('/app/a/discounts/disc_1', {
      'GET /admin/discounts/disc_1': { discount: withCondition },
      'GET /admin/discounts/disc_1/conditions/dcon_1': {
        discount_condition: { ...condition, product_collections: [summerCollection] },
      },
      'GET /admin/collections': {
        collections: [summerCollection, winterCollection],
        count: 2,
        offset: 0,
        limit: 20,
      },
      'POST /admin/discounts/disc_1/conditions/dcon_1/batch': { discount: withCondition },
    });
    await screen.findByRole('heading', { name: 'SUMMER10', level: 1 }, LOAD);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit .*Collections/ }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Edit condition' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Winter' }, LOAD));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(
      called('POST', '/admin/discounts/disc_1/conditions/dcon_1/batch').map((r) => r.body),
    ).toEqual([{ resources: [{ id: 'pcol_2' }] }]);
  });
});

describe('resourceChanges', () => {
  it('lists what was added and what was removed', () => {
    const before = [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ];
    expect(resourceChanges(before, ['b', 'c'])).toEqual({
      added: [{ id: 'c' }],
      removed: [{ id: 'a' }],
    });
    expect(resourceChanges(before, ['a', 'b'])).toEqual({ added: [], removed: [] });
  });
});
