import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { loadProducts } from '../products/load.ts';
import { findProductRow, listProductRows } from '../products/repository.ts';
import { findLiveVariant } from '../variants/repository.ts';
import {
  addPrices,
  changePriceList,
  createPriceList,
  deletePriceList,
  getPriceList,
  listPriceLists,
  removePrices,
  requirePriceList,
} from './service.ts';

async function requireProduct(db: Executor, id: string): Promise<void> {
  if (!(await findProductRow(db, id))) throw errors.notFound('Product', id);
}

async function requireVariant(db: Executor, id: string): Promise<void> {
  if (!(await findLiveVariant(db, id))) throw errors.notFound('Product variant', id);
}

export const priceListHandlers = {
  AdminListPriceLists: async (request) => {
    const { limit = 20, offset = 0, order, expand: _e, fields: _f, ...filters } = request.query;
    const page = await listPriceLists(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminGetPriceList: async (request) => ({
    price_list: await getPriceList(request.server.db, request.params.id),
  }),

  AdminCreatePriceList: async (request) => ({
    price_list: await createPriceList(request.server.db, request.body),
  }),

  AdminUpdatePriceList: async (request) => ({
    price_list: await changePriceList(request.server.db, request.params.id, request.body ?? {}),
  }),

  AdminDeletePriceList: async (request) => deletePriceList(request.server.db, request.params.id),

  AdminAddPriceListPrices: async (request) => ({
    price_list: await addPrices(
      request.server.db,
      request.params.id,
      request.body.prices,
      request.body.override ?? false,
    ),
  }),

  AdminRemovePriceListPrices: async (request) =>
    removePrices(request.server.db, request.params.id, { ids: request.body.price_ids }),

  AdminDeletePriceListProductPrices: async (request) => {
    const { id, product_id } = request.params;
    return removePrices(request.server.db, id, { productId: product_id }, (tx) =>
      requireProduct(tx, product_id),
    );
  },

  AdminDeletePriceListVariantPrices: async (request) => {
    const { id, variant_id } = request.params;
    return removePrices(request.server.db, id, { variantId: variant_id }, (tx) =>
      requireVariant(tx, variant_id),
    );
  },

  /** The products with a price in the list, filtered and paged like the product list. */
  AdminListPriceListProducts: async (request) => {
    const db = request.server.db;
    const {
      limit = 20,
      offset = 0,
      expand: _e,
      fields: _f,
      product_id,
      ...filters
    } = request.query;
    await requirePriceList(db, request.params.id);
    const [rows, count] = await listProductRows(db, {
      ...filters,
      ...(product_id ? { id: product_id } : {}),
      price_list_id: [request.params.id],
      limit,
      offset,
    });
    return { products: await loadProducts(db, rows), count, offset, limit };
  },
} satisfies Handlers;
