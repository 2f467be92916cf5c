import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, type FakeAnswer } from '../../test/api-routes.ts';
import { BERLIN_ADDRESS } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };

/** Open draft #7 of ada@example.com, shipped and billed to Berlin. */
const draft = {
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
    region_id: 'reg_eu',
    region: { id: 'reg_eu', currency_code: 'eur' },
    shipping_address: BERLIN_ADDRESS,
    billing_address: BERLIN_ADDRESS,
    items: [],
    shipping_methods: [],
    subtotal: 0,
    shipping_total: 0,
    discount_total: 0,
    tax_total: 0,
    total: 0,
  },
};

const region = {
  id: 'reg_eu',
  name: 'Europe',
  currency_code: 'eur',
  countries: [
    { iso_2: 'de', display_name: 'Germany' },
    { iso_2: 'fr', display_name: 'France' },
  ],
};

function setup(update: FakeAnswer = { draft_order: draft }) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/draft-orders/dorder_1': { draft_order: draft },
    'POST /admin/draft-orders/dorder_1': update,
    'GET /admin/regions': { regions: [region], count: 1, offset: 0, limit: 100 },
    'GET /admin/*': { count: 0, offset: 0, limit: 20 },
  });
  renderApp('/app/a/draft-orders/dorder_1', routes.api);
  return routes;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }, LOAD));
  return screen.findByRole('dialog', { name: 'Edit draft details' });
}

describe("editing a draft's details", { timeout: 20_000 }, () => {
  it('saves the email and the shipping address, billed to the same address', async () => {
    const { called } = setup();
    const dialog = await openDialog();
    const email = within(dialog).getByRole('textbox', { name: /Customer email/ });
    expect((email as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.change(email, { target: { value: 'ada@lovelace.dev' } });
    const city = within(dialog).getByRole('textbox', { name: /City/ });
    fireEvent.change(city, { target: { value: 'Potsdam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/draft-orders/dorder_1')).toHaveLength(1));
    const body = called('POST', '/admin/draft-orders/dorder_1')[0]?.body as Record<string, unknown>;
    const address = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: 'Unter den Linden 1',
      city: 'Potsdam',
      postal_code: '10117',
      country_code: 'de',
    };
    expect(body).toEqual({
      email: 'ada@lovelace.dev',
      shipping_address: address,
      billing_address: address,
    });
    expect(await screen.findByText('Draft #7 updated.', {}, LOAD)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a separate billing address, and checks the fields first', async () => {
    const { called } = setup();
    const dialog = await openDialog();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Billing address is the shipping address' }),
    );
    const billing = within(dialog).getByRole('group', { name: 'Billing address' });
    const billingCity = within(billing).getByRole('textbox', { name: /City/ });
    fireEvent.change(billingCity, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(billing).findByText('This field is required.')).toBeTruthy();

    fireEvent.change(billingCity, { target: { value: 'Paris' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer email/ }), {
      target: { value: 'not an email' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid email.')).toBeTruthy();
    expect(called('POST', '/admin/draft-orders/dorder_1')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer email/ }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/draft-orders/dorder_1')).toHaveLength(1));
    const body = called('POST', '/admin/draft-orders/dorder_1')[0]?.body as {
      shipping_address: { city: string };
      billing_address: { city: string };
    };
    expect([body.shipping_address.city, body.billing_address.city]).toEqual(['Berlin', 'Paris']);
  });

  it("shows the server's refusal in the dialog", async () => {
    setup(
      Response.json({ type: 'not_allowed', message: 'The draft is completed' }, { status: 409 }),
    );
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert', {}, LOAD);
    expect(alert.textContent).toBe('The draft is completed');
    expect(screen.getByRole('dialog', { name: 'Edit draft details' })).toBeTruthy();
  });
});
