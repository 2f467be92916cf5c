import type { Handlers } from '../../../http/handlers.ts';
import { productTag } from '../products/tables.ts';
import { listValues } from './list.ts';

export const productTagHandlers = {
  AdminListProductTags: async (request) => {
    const { discount_condition_id: _d, expand: _e, fields: _f, ...query } = request.query;
    const { rows, ...page } = await listValues(request.server.db, productTag, query);
    return { product_tags: rows, ...page };
  },
  StoreListProductTags: async (request) => {
    const { rows, ...page } = await listValues(request.server.db, productTag, request.query);
    return { product_tags: rows, ...page };
  },
} satisfies Handlers;
