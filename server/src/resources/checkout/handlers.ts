import type { Handlers } from '../../http/handlers.ts';
import { notify } from '../../notifications/notify.ts';
import { forShopperCarts } from '../carts/shopper-carts.ts';
import { completeCart } from './complete.ts';

export const checkoutHandlers = forShopperCarts({
  StoreCompleteCart: async (request) => {
    const key = request.headers['idempotency-key'];
    const { completion, placed } = await completeCart(
      request.server.db,
      request.params.id,
      typeof key === 'string' && key !== '' ? key : undefined,
    );
    if (placed) {
      // After the commit, and only by the call that placed the order: a retry or a
      // concurrent completion must not mail the shopper twice. A failed send is logged;
      // the order stands.
      try {
        await notify(request, {
          event_name: 'order.placed',
          resource_type: 'order',
          resource_id: placed.id,
          customer_id: placed.customer_id,
          to: placed.email,
          data: { id: placed.id, display_id: placed.display_id, email: placed.email },
        });
      } catch (error) {
        request.log.error({ err: error, order_id: placed.id }, 'order.placed notification failed');
      }
    }
    return completion;
  },
} satisfies Handlers);
