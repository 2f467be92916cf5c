import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes, type FakeAnswer } from '../../test/api-routes.ts';
import { BERLIN_ADDRESS, placedOrder } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };
const line = (id: string, title: string, quantity: number, unit_price: number) => ({
  id,
  title,
  quantity,
  unit_price,
  total: quantity * unit_price,
  variant_id: id === 'li_1' ? 'variant_1' : null,
  variant: id === 'li_1' ? { id: 'variant_1', sku: 'SHIRT-M' } : null,
});

/** Draft #7: two 25 € shirts and a 10 € custom gift wrap, 4.90 € shipping. */
function draft(overrides: object = {}) {
  return {
    id: 'dorder_1',
    status: 'open',
    display_id: 7,
    cart_id: 'cart_1',
    order_id: null,
    order: null,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    cart: {
      id: 'cart_1',
      email: 'ada@example.com',
      region: { id: 'reg_eu', currency_code: 'eur' },
      shipping_address: BERLIN_ADDRESS,
      items: [line('li_1', 'Linen Shirt · M', 2, 2500), line('li_2', 'Gift wrap', 1, 1000)],
      shipping_methods: [
        {
          id: 'sm_1',
          price: 490,
          shipping_option_id: 'so_1',
          shipping_option: { name: 'Standard' },
        },
      ],
      subtotal: 6000,
      shipping_total: 490,
      discount_total: 0,
      tax_total: 0,
      total: 6490,
    },
    ...overrides,
  };
}

function setup(pay: FakeAnswer = { order: placedOrder({ id: 'order_9', display_id: 1050 }) }) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/draft-orders/dorder_1': { draft_order: draft() },
    'POST /admin/draft-orders/dorder_1/line-items/li_1': { draft_order: draft() },
    'DELETE /admin/draft-orders/dorder_1/line-items/li_2': { draft_order: draft() },
    'POST /admin/draft-orders/dorder_1/pay': pay,
    'GET /admin/orders/order_9': { order: placedOrder({ id: 'order_9', display_id: 1050 }) },
    'GET /admin/*': { count: 0, offset: 0, limit: 20 },
  });
  const app = renderApp('/app/a/draft-orders/dorder_1', routes.api);
  return { ...routes, ...app };
}

describe('a draft order', { timeout: 20_000 }, () => {
  it('shows its items, customer, shipping and totals', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Draft #7', level: 1 }, LOAD);
    const items = screen.getByRole('region', { name: 'Items' });
    const rows = within(items).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Linen Shirt · MSHIRT-M',
      'Gift wrap',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('€50.00')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Unter den Linden 1')).toBeTruthy();
    expect(screen.getByText(/Standard/)).toBeTruthy();
    expect(screen.getByText('€64.90')).toBeTruthy();
  });

  it('changes a quantity and removes a line', async () => {
    const { called } = setup();
    const quantity = await screen.findByRole(
      'spinbutton',
      { name: 'Quantity of Linen Shirt · M' },
      LOAD,
    );
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gift wrap' }));
    await vi.waitFor(() =>
      expect(called('DELETE', '/admin/draft-orders/dorder_1/line-items/li_2')).toHaveLength(1),
    );
    expect(
      called('POST', '/admin/draft-orders/dorder_1/line-items/li_1').map((r) => r.body),
    ).toEqual([{ quantity: 3 }]);
  });

  it('is marked paid after asking, and opens the order it became', async () => {
    const { called, router } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as paid' }, LOAD));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark this draft order as paid?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await screen.findByRole('heading', { name: /1050/, level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/orders/order_9');
    expect(called('POST', '/admin/draft-orders/dorder_1/pay')).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog", async () => {
    setup(
      Response.json(
        {
          type: 'not_allowed',
          code: 'shipping_address_required',
          message: 'The draft order needs a shipping address before it is paid',
        },
        { status: 400 },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as paid' }, LOAD));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark this draft order as paid?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    // Said by its code, in the user's language, not in the server's words.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A shipping address is needed first.',
    );
  });
});
