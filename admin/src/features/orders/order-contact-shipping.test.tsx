import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BERLIN_ADDRESS, placedOrder } from '../../test/order-fixtures.ts';
import { ORDER_LOAD, orderSection, refused, renderOrderScreen } from '../../test/order-screen.tsx';

const express = { id: 'so_express', name: 'Express', amount: 990, region_id: 'reg_eu' };
const type = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });

describe("changing the order's contact details", { timeout: 30_000 }, () => {
  it('changes the email and the shipping address, and explains a refusal', async () => {
    const { called, state } = renderOrderScreen(placedOrder(), {
      'POST /admin/orders/order_1': (_request, body) => {
        const change = body as { email?: string; billing_address?: object };
        if (change.billing_address) return refused('order_status_canceled');
        state.order = placedOrder({
          email: change.email ?? state.order.email,
          shipping_address: { ...BERLIN_ADDRESS, city: 'Potsdam', postal_code: '14467' },
        });
        return { order: state.order };
      },
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    const customer = orderSection('Customer');

    fireEvent.click(within(customer).getByRole('button', { name: 'Edit email' }));
    const email = await screen.findByRole('dialog', { name: "Change the order's email" });
    type(email, 'Email', 'grace');
    fireEvent.click(within(email).getByRole('button', { name: 'Save' }));
    expect(
      await within(email).findByText('Enter a valid email address, such as ada@example.com.'),
    ).toBeTruthy();
    type(email, 'Email', 'grace@example.com');
    fireEvent.click(within(email).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(called('POST', '/admin/orders/order_1')[0]?.body).toEqual({
        email: 'grace@example.com',
      }),
    );
    expect(await within(customer).findByText('grace@example.com')).toBeTruthy();

    fireEvent.click(within(customer).getByRole('button', { name: 'Edit shipping address' }));
    const shipping = await screen.findByRole('dialog', { name: 'Change the shipping address' });
    expect(
      (within(shipping).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value,
    ).toBe('Ada');
    type(shipping, 'City', 'Potsdam');
    type(shipping, 'Postal code', '');
    fireEvent.click(within(shipping).getByRole('button', { name: 'Save' }));
    expect(await within(shipping).findByText('Fill in this field.')).toBeTruthy();
    type(shipping, 'Postal code', '14467');
    fireEvent.click(within(shipping).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(called('POST', '/admin/orders/order_1')[1]?.body).toEqual({
        shipping_address: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          address_1: 'Unter den Linden 1',
          postal_code: '14467',
          city: 'Potsdam',
          country_code: 'de',
        },
      }),
    );
    expect(await within(customer).findByText('14467 Potsdam')).toBeTruthy();

    fireEvent.click(within(customer).getByRole('button', { name: 'Edit billing address' }));
    const billing = await screen.findByRole('dialog', { name: 'Change the billing address' });
    fireEvent.click(within(billing).getByRole('button', { name: 'Save' }));
    expect((await within(billing).findByRole('alert')).textContent).toBe(
      'This cannot be done while the order is “Canceled”.',
    );
  });
});

describe('adding a shipping method', { timeout: 30_000 }, () => {
  it("offers the region's options at their usual price, or another one", async () => {
    const { called, state } = renderOrderScreen(placedOrder(), {
      'GET /admin/shipping-options': (request: Request) => ({
        shipping_options:
          new URL(request.url).searchParams.get('is_return') === 'false' ? [express] : [],
        count: 1,
        offset: 0,
        limit: 1000,
      }),
      'POST /admin/orders/order_1/shipping-methods': () => {
        state.order = placedOrder({
          shipping_methods: [
            {
              id: 'sm_1',
              shipping_option_id: 'so_express',
              shipping_option: express,
              order_id: 'order_1',
              price: 500,
            } as NonNullable<ReturnType<typeof placedOrder>['shipping_methods']>[number],
          ],
        });
        return { order: state.order };
      },
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    const shipping = orderSection('Shipping methods');
    expect(within(shipping).getByText('No shipping method yet.')).toBeTruthy();

    fireEvent.click(within(shipping).getByRole('button', { name: 'Add shipping method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a shipping method' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shipping method' }));
    expect(await within(dialog).findByText('Choose a shipping option.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Shipping option' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Express' }));
    const price = within(dialog).getByRole('spinbutton', { name: 'Price (EUR)' });
    expect((price as HTMLInputElement).value).toBe('9.9');
    expect(within(dialog).getByText('Usual price: €9.90')).toBeTruthy();
    fireEvent.change(price, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add shipping method' }));
    await waitFor(() =>
      expect(called('POST', '/admin/orders/order_1/shipping-methods')[0]?.body).toEqual({
        option_id: 'so_express',
        price: 500,
      }),
    );
    expect(await within(shipping).findByText('Express')).toBeTruthy();
    expect(within(shipping).getByText('€5.00')).toBeTruthy();
  });
});
