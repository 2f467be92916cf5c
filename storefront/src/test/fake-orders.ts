import type { StoreGetOrderEditData } from '@commerce/client/store/order-edits';
import type { StoreGetOrderData } from '@commerce/client/store/orders';
import { type FakeAccountOptions, fakeAccount, fakeOrder } from './fake-account.ts';

type Order = StoreGetOrderData['order'];
type OrderEdit = StoreGetOrderEditData['order_edit'];

export interface FakeOrdersOptions extends FakeAccountOptions {
  /** Orders anyone can read by id or look up by number and email. */
  guestOrders?: Order[];
  edits?: OrderEdit[];
  giftCards?: Record<string, { value: number; balance: number }>;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const fail = (type: string, message: string, status: number, code?: string) =>
  json({ type, message, ...(code ? { code } : {}) }, status);

/** A delivered (fulfilled and shipped) guest order of two T-shirts, as the lookup finds it. */
export function deliveredOrder(displayId: number, email = 'guest@example.com'): Order {
  const base = fakeOrder(displayId, 'cus_guest');
  return {
    ...base,
    email,
    region_id: 'reg_eu',
    fulfillment_status: 'shipped',
    items: (base.items ?? []).map((item) => ({
      ...item,
      fulfilled_quantity: item.quantity,
      shipped_quantity: item.quantity,
      returned_quantity: 0,
    })),
    returns: [],
    swaps: [],
    edits: [],
  } as Order;
}

/**
 * An edit of `order` (tax-free, as fakeOrder) that takes its first line from 2 units to 1
 * and adds one print, `difference` more in all (5000 by default, which the shopper pays).
 * Each change holds the order's line as it is (`original_line_item`), as the server does.
 */
export function requestedEdit(order: Order, difference = 5000): OrderEdit {
  const [first, ...others] = order.items ?? [];
  if (!first) throw new Error('requestedEdit needs an order with a line');
  const unit = first.unit_price;
  const print = difference + unit;
  const line = (quantity: number) => ({
    quantity,
    subtotal: unit * quantity,
    tax_total: 0,
    total: unit * quantity,
    original_total: unit * quantity,
  });
  const original = { ...first, ...line(2) };
  return {
    id: 'oe_1',
    order_id: order.id,
    status: 'requested',
    payment_collection_id: difference > 0 ? 'paycol_1' : null,
    difference_due: difference,
    total: (order.total ?? 0) + difference,
    declined_reason: null,
    items: [
      { ...first, ...line(1), id: `edit_${first.id}`, original_item_id: first.id },
      ...others.map((item) => ({ ...item, id: `edit_${item.id}`, original_item_id: item.id })),
      {
        id: 'edit_new',
        title: 'Limited Print',
        description: 'A3',
        quantity: 1,
        unit_price: print,
        subtotal: print,
        tax_total: 0,
        total: print,
        original_total: print,
        original_item_id: null,
      },
    ],
    changes: [
      {
        id: 'oic_1',
        type: 'item_update',
        line_item_id: `edit_${first.id}`,
        original_line_item_id: first.id,
        original_line_item: original,
      },
      { id: 'oic_2', type: 'item_add', line_item_id: 'edit_new', original_line_item_id: null },
    ],
  } as unknown as OrderEdit;
}

/**
 * The store API of fakeAccount plus the calls after the order: lookup, returns (reasons,
 * return options), order edits with their payment collection, gift cards and order claims.
 * Request bodies of POSTs are kept in `bodies`, by `METHOD path`.
 */
export function fakeOrders(options: FakeOrdersOptions = {}) {
  const account = fakeAccount(options);
  const orders = options.guestOrders ?? [];
  const edits = new Map((options.edits ?? []).map((edit) => [edit.id, edit]));
  const bodies = new Map<string, unknown>();
  let collectionStatus = 'not_paid';

  const api = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    const method = request.method;
    const key = `${method} ${path}`;
    const body =
      method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => ({}))
        : undefined;
    if (method === 'POST') bodies.set(key, body);
    const log = () => account.requests.push(`${key}${decodeURIComponent(url.search)}`);

    if (method === 'GET' && path === '/store/orders') {
      log();
      const found = orders.find(
        (order) =>
          String(order.display_id) === url.searchParams.get('display_id') &&
          order.email === url.searchParams.get('email'),
      );
      return found ? json({ order: found }) : fail('not_found', 'Order not found', 404);
    }
    const order = orders.find((candidate) => path === `/store/orders/${candidate.id}`);
    if (method === 'GET' && order) {
      log();
      return json({ order });
    }
    if (method === 'GET' && path === '/store/return-reasons') {
      log();
      const reasons = [
        {
          id: 'rr_size',
          value: 'size',
          label: 'Wrong size',
          return_reason_children: [{ id: 'rr_small', value: 'small', label: 'Too small' }],
        },
      ];
      return json({ return_reasons: reasons, count: 1, offset: 0, limit: 50 });
    }
    if (method === 'GET' && path === '/store/shipping-options') {
      log();
      const option = { id: 'so_return', name: 'Return by post', is_return: true, amount: 390 };
      return json({ shipping_options: [{ ...option, price_incl_tax: 468 }] });
    }
    if (method === 'POST' && path === '/store/returns') {
      log();
      const input = body as { order_id: string; items: { item_id: string; quantity: number }[] };
      if (input.items.some((item) => item.quantity > 2)) {
        return fail('not_allowed', 'Too many', 400, 'return_exceeds_fulfilled');
      }
      const items = input.items.map((item) => ({ ...item, return_id: 'ret_1' }));
      return json({ return: { id: 'ret_1', status: 'requested', items, refund_amount: 1950 } });
    }
    const editMatch = /^\/store\/order-edits\/([^/]+)(\/.*)?$/.exec(path);
    const edit = editMatch ? edits.get(editMatch[1] ?? '') : undefined;
    if (editMatch && !edit) {
      log();
      return fail('not_found', 'Order edit not found', 404);
    }
    if (edit && editMatch) {
      log();
      const rest = editMatch[2] ?? '';
      if (method === 'GET' && rest === '') return json({ order_edit: edit });
      if (edit.status !== 'requested') {
        return fail('not_allowed', 'Closed', 400, `order_edit_${edit.status}`);
      }
      if (rest === '/decline') {
        const reason = (body as { declined_reason?: string }).declined_reason ?? null;
        Object.assign(edit, { status: 'declined', declined_reason: reason });
      }
      if (rest === '/complete') {
        if (edit.difference_due > 0 && collectionStatus !== 'authorized') {
          return fail('not_allowed', 'Unpaid', 400, 'order_edit_unpaid');
        }
        Object.assign(edit, { status: 'confirmed', difference_due: 0 });
        // As the server: the order takes the edit's lines, and what was paid now covers it.
        const order = orders.find((o) => o.id === edit.order_id);
        if (order) Object.assign(order, { items: edit.items, total: edit.total });
      }
      return json({ order_edit: edit });
    }
    if (path.startsWith('/store/payment-collections/paycol_1')) {
      log();
      if (path.endsWith('/authorize')) collectionStatus = 'authorized';
      const sessions =
        path.endsWith('/sessions') || collectionStatus === 'authorized'
          ? [{ id: 'ps_1', provider_id: 'manual' }]
          : [];
      return json({
        payment_collection: {
          id: 'paycol_1',
          status: collectionStatus,
          payment_sessions: sessions,
        },
      });
    }
    const code = /^\/store\/gift-cards\/(.+)$/.exec(path)?.[1];
    if (method === 'GET' && code) {
      log();
      const card = options.giftCards?.[decodeURIComponent(code)];
      if (!card) return fail('not_found', 'Gift card not found', 404);
      const region = { id: 'reg_eu', currency_code: 'eur', tax_rate: 20 };
      return json({ gift_card: { id: 'gift_1', code, ...card, region, ends_at: null } });
    }
    if (method === 'POST' && path === '/store/orders/batch/customer/token') {
      log();
      return account.isSignedIn()
        ? json({})
        : fail('unauthorized', 'Authentication is required', 401);
    }
    if (method === 'POST' && path === '/store/orders/customer/confirm') {
      log();
      return (body as { token: string }).token === 'good-claim'
        ? json({})
        : fail('invalid_data', 'The token is invalid or has expired', 400, 'invalid_token');
    }
    return account.api(request);
  };

  return { api, requests: account.requests, bodies, edits };
}
