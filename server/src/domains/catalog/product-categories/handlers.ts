import type { Handlers } from '../../../http/handlers.ts';
import {
  changeProducts,
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service.ts';

export const productCategoryHandlers = {
  AdminListProductCategories: async (request) => {
    const { expand: _e, fields: _f, ...query } = request.query;
    return listCategories(request.server.db, query);
  },
  AdminGetProductCategory: async (request) => ({
    product_category: await getCategory(request.server.db, request.params.id),
  }),
  AdminCreateProductCategory: async (request) => ({
    product_category: await createCategory(request.server.db, request.body),
  }),
  AdminUpdateProductCategory: async (request) => ({
    product_category: await updateCategory(
      request.server.db,
      request.params.id,
      request.body ?? {},
    ),
  }),
  AdminDeleteProductCategory: async (request) =>
    deleteCategory(request.server.db, request.params.id),
  AdminAddProductCategoryProducts: async (request) => ({
    product_category: await changeProducts(
      request.server.db,
      request.params.id,
      request.body.product_ids.map((p) => p.id),
      'add',
    ),
  }),
  AdminRemoveProductCategoryProducts: async (request) => ({
    product_category: await changeProducts(
      request.server.db,
      request.params.id,
      request.body.product_ids.map((p) => p.id),
      'remove',
    ),
  }),
  StoreListProductCategories: async (request) => {
    const { expand: _e, fields: _f, ...query } = request.query;
    return listCategories(request.server.db, query, true);
  },
  StoreGetProductCategory: async (request) => ({
    product_category: await getCategory(request.server.db, request.params.id, true),
  }),
} satisfies Handlers;
