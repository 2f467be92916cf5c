import type { Handlers } from '../../../http/handlers.ts';
import {
  changeGiftCard,
  createGiftCard,
  deleteGiftCard,
  getGiftCard,
  listGiftCards,
  lookUpGiftCard,
} from './service.ts';

// `expand` and `fields` are accepted but not applied: a card always comes with its region.
export const giftCardHandlers = {
  AdminListGiftCards: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    const page = await listGiftCards(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminCreateGiftCard: async (request) => ({
    gift_card: await createGiftCard(request.server.db, request.body),
  }),

  AdminGetGiftCard: async (request) => ({
    gift_card: await getGiftCard(request.server.db, request.params.id),
  }),

  AdminUpdateGiftCard: async (request) => ({
    gift_card: await changeGiftCard(request.server.db, request.params.id, request.body ?? {}),
  }),

  AdminDeleteGiftCard: async (request) => {
    await deleteGiftCard(request.server.db, request.params.id);
    return { id: request.params.id, object: 'gift-card', deleted: true };
  },

  StoreGetGiftCard: async (request) => ({
    gift_card: await lookUpGiftCard(request.server.db, request.params.code),
  }),
} satisfies Handlers;
