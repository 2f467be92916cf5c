import type { Handlers } from '../../../http/handlers.ts';
import { sendNotice } from '../orders/notices.ts';
import { cancelOrderClaim, updateOrderClaim } from './change.ts';
import { createOrderClaim } from './create.ts';
import { cancelClaimFulfillment, fulfilClaim, shipClaim } from './fulfil.ts';

/** Claims (issue 9, item 3); see README "Claims". */
export const claimHandlers = {
  AdminCreateOrderClaim: async (request) => ({
    order: await createOrderClaim(request.server.db, request.params.id, request.body),
  }),

  AdminUpdateOrderClaim: async (request) => ({
    order: await updateOrderClaim(
      request.server.db,
      request.params.id,
      request.params.claim_id,
      request.body,
    ),
  }),

  AdminCancelOrderClaim: async (request) => ({
    order: await cancelOrderClaim(request.server.db, request.params.id, request.params.claim_id),
  }),

  AdminCreateOrderClaimFulfillment: async (request) => ({
    order: await fulfilClaim(
      request.server.db,
      request.params.id,
      request.params.claim_id,
      request.body ?? {},
    ),
  }),

  AdminCancelOrderClaimFulfillment: async (request) => ({
    order: await cancelClaimFulfillment(
      request.server.db,
      request.params.id,
      request.params.claim_id,
      request.params.fulfillment_id,
    ),
  }),

  AdminCreateOrderClaimShipment: async (request) => {
    const { order, notice } = await shipClaim(
      request.server.db,
      request.params.id,
      request.params.claim_id,
      request.body,
    );
    await sendNotice(request, notice);
    return { order };
  },
} satisfies Handlers;
