import type { Handlers } from '../../../http/handlers.ts';
import { listValues } from '../product-tags/list.ts';
import { productType } from '../products/tables.ts';

export const productTypeHandlers = {
  AdminListProductTypes: async (request) => {
    const { discount_condition_id: _d, expand: _e, fields: _f, ...query } = request.query;
    const { rows, ...page } = await listValues(request.server.db, productType, query);
    return { product_types: rows, ...page };
  },
  StoreListProductTypes: async (request) => {
    const { rows, ...page } = await listValues(request.server.db, productType, request.query);
    return { product_types: rows, ...page };
  },
} satisfies Handlers;
