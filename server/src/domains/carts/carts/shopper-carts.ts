import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findCart } from './repository.ts';

/**
 * A draft order's cart belongs to staff: the store API must not read, change or complete
 * it, even for someone who learned its id. It answers 404, as for a cart that does not
 * exist, so the store API does not reveal that drafts exist. (Swap carts stay reachable:
 * the shopper completes them.)
 */
export async function refuseStaffCart(db: Executor, cartId: string): Promise<void> {
  const cart = await findCart(db, cartId);
  if (cart?.type === 'draft_order') throw errors.notFound('Cart', cartId);
}

// `never` parameters: each handler takes its own operation's request type.
type CartHandler = (request: never, ...rest: never[]) => unknown;

/**
 * Wraps store cart handlers so each first refuses a staff cart named by its `id` or
 * `cart_id` path parameter. The services below stay usable by the draft-order slice, which
 * edits its carts through them.
 */
export function forShopperCarts<T extends Record<string, CartHandler>>(handlers: T): T {
  const guarded: Record<string, CartHandler> = {};
  for (const [operationId, handler] of Object.entries(handlers)) {
    guarded[operationId] = async (request, ...rest) => {
      const { params, server } = request as FastifyRequest;
      const { id, cart_id } = params as { id?: string; cart_id?: string };
      const cartId = id ?? cart_id;
      if (cartId) await refuseStaffCart(server.db, cartId);
      return handler(request, ...rest);
    };
  }
  return guarded as T;
}
