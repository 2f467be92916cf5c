import type { Handlers } from '../../../http/handlers.ts';
import { sendNotice } from '../orders/notices.ts';
import { completeCart } from './complete.ts';
import { placedNotice } from './placed-notice.ts';

export const checkoutHandlers = {
  StoreCompleteCart: async (request) => {
    const key = request.headers['idempotency-key'];
    const { completion, placed } = await completeCart(
      request.server.db,
      request.params.id,
      typeof key === 'string' && key !== '' ? key : undefined,
    );
    await sendNotice(request, placed ? placedNotice(placed) : null);
    return completion;
  },
} satisfies Handlers;
