import type { Handlers } from '../../../http/handlers.ts';
import {
  addLevel,
  changeInventoryItem,
  changeLevel,
  createInventoryItem,
  deleteInventoryItem,
  getInventoryItem,
  listItems,
  removeLevel,
} from './service.ts';

export const inventoryItemHandlers = {
  AdminListInventoryItems: async (request) => {
    const { limit = 20, offset = 0, order, expand: _e, fields: _f, ...filters } = request.query;
    const page = await listItems(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminCreateInventoryItem: async (request) => ({
    inventory_item: await createInventoryItem(request.server.db, request.body),
  }),

  AdminGetInventoryItem: async (request) => ({
    inventory_item: await getInventoryItem(request.server.db, request.params.id),
  }),

  AdminUpdateInventoryItem: async (request) => ({
    inventory_item: await changeInventoryItem(
      request.server.db,
      request.params.id,
      request.body ?? {},
    ),
  }),

  AdminDeleteInventoryItem: async (request) => {
    await deleteInventoryItem(request.server.db, request.params.id);
    return { id: request.params.id, object: 'inventory_item', deleted: true };
  },

  AdminListInventoryItemLocationLevels: async (request) => {
    const item = await getInventoryItem(
      request.server.db,
      request.params.id,
      request.query.location_id,
    );
    return { inventory_item: { id: item.id, location_levels: item.location_levels } };
  },

  AdminCreateInventoryItemLocationLevel: async (request) => ({
    inventory_item: await addLevel(request.server.db, request.params.id, request.body),
  }),

  AdminUpdateInventoryItemLocationLevel: async (request) => ({
    inventory_item: await changeLevel(
      request.server.db,
      request.params.id,
      request.params.location_id,
      request.body ?? {},
    ),
  }),

  AdminDeleteInventoryItemLocationLevel: async (request) => ({
    inventory_item: await removeLevel(
      request.server.db,
      request.params.id,
      request.params.location_id,
    ),
  }),
} satisfies Handlers;
