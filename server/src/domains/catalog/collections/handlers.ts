import type { Handlers } from '../../../http/handlers.ts';
import { requestChannelScope } from '../product-channels/scope.ts';
import {
  addProducts,
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  removeProducts,
  updateCollection,
} from './service.ts';

export const collectionHandlers = {
  AdminListCollections: async (request) => {
    const { discount_condition_id: _d, expand: _e, fields: _f, ...query } = request.query;
    return listCollections(request.server.db, query);
  },
  AdminGetCollection: async (request) => ({
    collection: await getCollection(request.server.db, request.params.id),
  }),
  AdminCreateCollection: async (request) => ({
    collection: await createCollection(request.server.db, request.body),
  }),
  AdminUpdateCollection: async (request) => ({
    collection: await updateCollection(request.server.db, request.params.id, request.body ?? {}),
  }),
  AdminDeleteCollection: async (request) => deleteCollection(request.server.db, request.params.id),
  AdminAddCollectionProducts: async (request) => ({
    collection: await addProducts(request.server.db, request.params.id, request.body.product_ids),
  }),
  AdminRemoveCollectionProducts: async (request) =>
    removeProducts(request.server.db, request.params.id, request.body.product_ids),
  StoreListCollections: async (request) => {
    const { expand: _e, fields: _f, ...query } = request.query;
    return listCollections(request.server.db, query);
  },
  StoreGetCollection: async (request) => {
    const channels = await requestChannelScope(request);
    return {
      collection: await getCollection(request.server.db, request.params.id, true, channels),
    };
  },
} satisfies Handlers;
