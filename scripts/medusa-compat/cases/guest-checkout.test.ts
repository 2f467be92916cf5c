/**
 * A guest's checkout against Medusa v1 through the generated client, as our storefront
 * makes it: cart, email and addresses, the shipping option the cart is offered, a manual
 * payment session, completion into an order.
 */
import { storeGetOrder } from '@commerce/client/store/operations';
import { describe, expect, it } from 'vitest';
import { SEED } from '../medusa.ts';
import { answer, guestCheckout, medusaClient } from './steps.ts';

describe('a guest checkout on Medusa v1', () => {
  it('turns a cart into an order, paid manually', async () => {
    const client = medusaClient();
    const email = 'guest@compat.test';
    const { cart, completion, variant } = await guestCheckout(client, email, 2);
    expect(cart).toMatchObject({
      email,
      subtotal: 2 * 1950,
      shipping_total: SEED.shippingAmount,
      payment_session: { provider_id: 'manual' },
    });
    // The region's 19 % applies to the items and to shipping.
    expect(cart.tax_total).toBe(Math.round((2 * 1950 + SEED.shippingAmount) * 0.19));
    expect(cart.total).toBe(2 * 1950 + SEED.shippingAmount + (cart.tax_total ?? 0));

    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
    const placed = completion.data;
    expect(placed).toMatchObject({
      cart_id: cart.id,
      email,
      status: 'pending',
      payment_status: 'awaiting',
      fulfillment_status: 'not_fulfilled',
      currency_code: SEED.currency,
      total: cart.total,
      shipping_address: { city: 'Berlin', country_code: SEED.country },
    });
    expect(placed.items?.map((item) => [item.variant_id, item.quantity])).toEqual([
      [variant.id, 2],
    ]);

    const { order } = await answer('StoreGetOrder', storeGetOrder(client, { id: placed.id }));
    expect(order).toMatchObject({
      id: placed.id,
      display_id: placed.display_id,
      total: cart.total,
    });
  });
});
