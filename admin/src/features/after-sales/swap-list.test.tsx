import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fulfilledOrder } from '../../test/after-sales-fixtures.ts';
import { swapRow } from '../../test/after-sales-list-fixtures.ts';
import { adminUser, apiRoutes, notFound, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };

stubGridLayout();

/**
 * The filter buttons of a name, with or without a choice made ("Payment, 1 chosen"); the
 * grid's sort headers share some of the names.
 */
const filterButtons = (name: string) =>
  screen
    .queryAllByRole('button', { name: new RegExp(`^${name}\\b`) })
    .filter((button) => !button.closest('[role="grid"]'));

function setup(
  path: string,
  swaps: object[] = [swapRow()],
  detail: object = swapRow(),
  store = storeAnswer(),
) {
  const routes = apiRoutes({
    'GET /admin/store': store,
    'GET /admin/auth': { user: adminUser },
    'GET /admin/swaps': { swaps, count: swaps.length, offset: 0, limit: 20 },
    'GET /admin/swaps/swap_1': { swap: detail },
    'GET /admin/swaps/swap_404': notFound('Swap with id swap_404 was not found'),
    'GET /admin/orders/order_1': { order: fulfilledOrder() },
    'GET /admin/*': { count: 0, offset: 0, limit: 20 },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('the exchanges list', { timeout: 20_000 }, () => {
  it('lists exchanges with their order, states and difference, filtered by the URL', async () => {
    const { called } = setup('/app/a/swaps?payment_status=awaiting');
    await screen.findByRole('heading', { name: 'Exchanges', level: 1 }, LOAD);
    const order = await screen.findByRole('link', { name: 'Order #1042' }, LOAD);
    const row = order.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Awaiting payment')).toBeTruthy();
    expect(within(row).getByText('Not fulfilled')).toBeTruthy();
    expect(within(row).getByText('€5.00')).toBeTruthy();
    const search = called('GET', '/admin/swaps')[0]?.search;
    expect(search?.getAll('payment_status[]')).toEqual(['awaiting']);
    expect(search?.has('q')).toBe(false);
    for (const name of ['Payment', 'Fulfillment'])
      expect(filterButtons(name), name).toHaveLength(1);
    expect(
      within(screen.getByRole('grid')).getByRole('button', { name: 'Requested' }),
    ).toBeTruthy();
  });

  it('shows pages only on a backend that cannot filter or sort them (Medusa v1: 400)', async () => {
    const medusa = storeAnswer([], 'Shop', ['after_sales_filters']);
    const path = '/app/a/swaps?payment_status=awaiting&order=created_at';
    const { called } = setup(path, [swapRow()], swapRow(), medusa);
    const grid = await screen.findByRole('grid', { name: 'Exchanges' }, LOAD);
    await within(grid).findByRole('link', { name: 'Order #1042' }, LOAD);
    for (const name of ['Payment', 'Fulfillment'])
      expect(filterButtons(name), name).toHaveLength(0);
    expect(within(grid).queryByRole('button', { name: 'Requested' })).toBeNull();
    const search = called('GET', '/admin/swaps')[0]?.search;
    expect([...(search?.keys() ?? [])].sort()).toEqual(['limit', 'offset']);
  });

  it('opens an exchange: returned and new items, difference, states and its order', async () => {
    setup('/app/a/swaps');
    fireEvent.click(await screen.findByRole('link', { name: 'Mar 5, 2025' }, LOAD));
    await screen.findByRole('heading', { name: 'Exchange for order #1042', level: 1 }, LOAD);
    const returned = screen.getByRole('list', { name: 'Returned items' });
    expect(within(returned).getByText('Linen Shirt')).toBeTruthy();
    expect(within(returned).getByText('Quantity: 1')).toBeTruthy();
    const added = screen.getByRole('list', { name: 'New items' });
    expect(within(added).getByText('Stoneware Mug')).toBeTruthy();
    expect(within(added).getByText('Quantity: 1 · €30.00')).toBeTruthy();
    const due = screen.getByText('Difference to charge');
    expect(due.nextElementSibling?.textContent).toBe('€5.00');
    expect(screen.getByText('Payment: Awaiting payment')).toBeTruthy();
    expect(screen.getByText('Fulfillment: Not fulfilled')).toBeTruthy();
    const order = screen.getByRole('link', { name: 'Order #1042' });
    expect(order.getAttribute('href')).toBe('/app/a/orders/order_1');
  });

  it('shows a negative difference as a refund', async () => {
    setup('/app/a/swaps/swap_1', [], swapRow({ difference_due: -1000, return_order: null }));
    await screen.findByRole('heading', { name: 'Exchange for order #1042', level: 1 }, LOAD);
    const label = screen.getByText('Difference to refund');
    expect(label.nextElementSibling?.textContent).toBe('€10.00');
    expect(screen.getByText('No items are sent back.')).toBeTruthy();
  });

  it('says when there are none', async () => {
    setup('/app/a/swaps', []);
    expect(await screen.findByText('No exchanges', {}, LOAD)).toBeTruthy();
  });

  it('says when an exchange does not exist, with the way back to the list', async () => {
    setup('/app/a/swaps/swap_404');
    expect(await screen.findByRole('heading', { name: 'Exchange not found' }, LOAD)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the list' });
    expect(back.getAttribute('href')).toBe('/app/a/swaps');
  });
});
