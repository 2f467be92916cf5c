import type { Handlers } from '../../../http/handlers.ts';
import { getVariantInventory } from './service.ts';

export const variantInventoryHandlers = {
  AdminGetVariantInventory: async (request) => ({
    variant: await getVariantInventory(request.server.db, request.params.id),
  }),
} satisfies Handlers;
