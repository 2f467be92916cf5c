import type { Cart } from '@commerce/client';
import { deliveredOrder, fakeOrders } from './fake-orders.ts';
import { europe } from './fixtures.ts';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The 20 % inside a gross amount, rounded as the server (carts/totals.ts taxIn). */
const taxIn = (gross: number) => Math.round((gross * 20) / 120);

/**
 * A swap cart's line, tax included as the server's swap lines are (swaps/cart.ts), with the
 * totals the server gives it in Europe (20 %).
 */
const line = (id: string, title: string, unit: number, isReturn: boolean, quantity = 1) => ({
  id,
  title,
  description: null,
  thumbnail: null,
  is_return: isReturn,
  includes_tax: true,
  unit_price: unit,
  quantity,
  subtotal: unit * quantity - taxIn(unit * quantity),
  tax_total: taxIn(unit * quantity),
  total: unit * quantity,
  original_total: unit * quantity,
});

/**
 * The store API of fakeOrders plus one unconfirmed exchange of delivered order #8: a
 * sweatshirt (€36.00) for one T-shirt (a credit of €23.40), a paid return shipping line
 * (€4.68), and the new item's delivery options (`GET /store/shipping-options/{cart_id}`);
 * choosing one (`POST …/shipping-methods`) adds its price to the cart's total, as the server.
 */
export function fakeSwap() {
  const order = deliveredOrder(8);
  const orders = fakeOrders({ guestOrders: [order] });
  const items = [
    line('item_new', 'Sweatshirt', 3600, false),
    line('item_credit', 'Classic T-Shirt', -2340, true),
    line('item_return_shipping', 'Return shipping', 468, true),
  ];
  const standard = { id: 'so_standard', name: 'Standard shipping', is_return: false };
  const options = [{ ...standard, amount: 490, price_incl_tax: 588 }];
  let methods: {
    shipping_option_id: string;
    shipping_option: { name: string };
    price: number;
    subtotal: number;
    tax_total: number;
    total: number;
  }[] = [];
  const cart = () =>
    ({
      id: 'cart_swap',
      type: 'swap',
      region_id: europe.id,
      region: europe,
      items,
      shipping_methods: methods,
      tax_total: [...items, ...methods].reduce((sum, part) => sum + part.tax_total, 0),
      total: [...items, ...methods].reduce((sum, part) => sum + part.total, 0),
    }) as unknown as Cart;
  const swap = {
    id: 'swap_1',
    order_id: order.id,
    cart_id: 'cart_swap',
    confirmed_at: null,
    canceled_at: null,
  };

  const api = async (request: Request): Promise<Response> => {
    const { pathname: path } = new URL(request.url);
    const method = request.method;
    if (method === 'GET' && path === '/store/swaps/cart_swap') return json({ swap });
    if (method === 'GET' && path === '/store/carts/cart_swap') return json({ cart: cart() });
    if (method === 'GET' && path === '/store/shipping-options/cart_swap') {
      return json({ shipping_options: options });
    }
    if (method === 'POST' && path === '/store/carts/cart_swap/shipping-methods') {
      const { option_id } = (await request.json()) as { option_id: string };
      const option = options.find((candidate) => candidate.id === option_id);
      if (!option) return json({ type: 'invalid_data', message: 'No such option' }, 400);
      methods = [
        {
          shipping_option_id: option.id,
          shipping_option: { name: option.name },
          price: option.amount,
          subtotal: option.amount,
          tax_total: option.price_incl_tax - option.amount,
          total: option.price_incl_tax,
        },
      ];
      return json({ cart: cart() });
    }
    return orders.api(request);
  };
  return { api, order };
}
