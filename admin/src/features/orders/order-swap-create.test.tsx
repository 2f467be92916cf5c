import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fulfilledOrder } from '../../test/after-sales-fixtures.ts';
import { ORDER_LOAD, orderSection, renderOrderScreen } from '../../test/order-screen.tsx';
import { listedProduct } from '../../test/product-fixtures.ts';
import { productsAnswer, variant } from '../../test/variant-fixtures.ts';

const shirt = listedProduct('prod_shirt', 'Linen Shirt', {
  variants: [variant('variant_l', 'L', 'SHIRT-L'), variant('variant_xl', 'XL', 'SHIRT-XL')],
});
const express = {
  id: 'so_express',
  name: 'Express',
  amount: 990,
  region_id: 'reg_eu',
  is_return: false,
};

describe('creating an exchange from the order screen', { timeout: 30_000 }, () => {
  it('sends the units back, the new sizes and a custom shipping price', async () => {
    const { called } = renderOrderScreen(fulfilledOrder(), {
      'GET /admin/products': productsAnswer([shirt]),
      'GET /admin/shipping-options': (request: Request) => ({
        shipping_options:
          new URL(request.url).searchParams.get('is_return') === 'false' ? [express] : [],
        count: 1,
        offset: 0,
        limit: 1000,
      }),
      'POST /admin/orders/order_1/swaps': () => ({ order: fulfilledOrder() }),
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    fireEvent.click(
      within(orderSection('Exchanges')).getByRole('button', { name: 'Create exchange' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create an exchange' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Linen Shirt/ }), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create exchange' }));
    expect(await within(dialog).findByText('Choose at least one item to send.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose variants' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the new items' });
    fireEvent.click(await within(picker).findByRole('checkbox', { name: 'Linen Shirt, L' }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Linen Shirt, XL' }));
    fireEvent.change(within(picker).getByRole('spinbutton', { name: /Linen Shirt, XL/ }), {
      target: { value: '3' },
    });
    fireEvent.click(within(picker).getByRole('button', { name: 'Add chosen (2)' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose the new items' })).toBeNull(),
    );

    const price = await within(dialog).findByRole('textbox', { name: 'Express (EUR)' });
    fireEvent.change(price, { target: { value: 'four' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create exchange' }));
    expect(await within(dialog).findByText('Enter a price such as 4.90.')).toBeTruthy();
    fireEvent.change(price, { target: { value: '4,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create exchange' }));

    await waitFor(() => expect(called('POST', '/admin/orders/order_1/swaps')).toHaveLength(1));
    expect(called('POST', '/admin/orders/order_1/swaps')[0]?.body).toEqual({
      return_items: [{ item_id: 'item_1', quantity: 2 }],
      additional_items: [
        { variant_id: 'variant_l', quantity: 1 },
        { variant_id: 'variant_xl', quantity: 3 },
      ],
      custom_shipping_options: [{ option_id: 'so_express', price: 450 }],
      no_notification: false,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create an exchange' })).toBeNull(),
    );
  });
});
