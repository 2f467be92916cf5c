import type { Executor } from '../../../db/transaction.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { listRegions, type RegionFilter } from './repository.ts';
import {
  addCountry,
  changeProvider,
  createRegion,
  deleteRegion,
  fulfillmentOptions,
  getRegion,
  removeCountry,
  updateRegion,
  withRelations,
} from './service.ts';

async function list(db: Executor, query: Partial<RegionFilter>) {
  const { limit = 20, offset = 0 } = query;
  const [rows, count] = await listRegions(db, { ...query, limit, offset });
  return { regions: await withRelations(db, rows), count, offset, limit };
}

/** Strips `expand`/`fields`, accepted by the contract but not applied yet. */
function filterOf<Q extends { expand?: string; fields?: string }>(query: Q) {
  const { expand: _expand, fields: _fields, ...rest } = query;
  return rest as Omit<Q, 'expand' | 'fields'>;
}

export const regionHandlers = {
  AdminListRegions: async (request) => list(request.server.db, filterOf(request.query)),
  AdminGetRegion: async (request) => ({
    region: await getRegion(request.server.db, request.params.id),
  }),
  AdminCreateRegion: async (request) => ({
    region: await createRegion(request.server.db, request.body),
  }),
  AdminUpdateRegion: async (request) => ({
    region: await updateRegion(request.server.db, request.params.id, request.body ?? {}),
  }),
  AdminDeleteRegion: async (request) => deleteRegion(request.server.db, request.params.id),
  AdminAddRegionCountry: async (request) => ({
    region: await addCountry(request.server.db, request.params.id, request.body.country_code),
  }),
  AdminRemoveRegionCountry: async (request) => ({
    region: await removeCountry(request.server.db, request.params.id, request.params.country_code),
  }),
  AdminAddRegionPaymentProvider: async (request) => ({
    region: await changeProvider(
      request.server.db,
      'payment',
      'add',
      request.params.id,
      request.body.provider_id,
    ),
  }),
  AdminRemoveRegionPaymentProvider: async (request) => ({
    region: await changeProvider(
      request.server.db,
      'payment',
      'remove',
      request.params.id,
      request.params.provider_id,
    ),
  }),
  AdminAddRegionFulfillmentProvider: async (request) => ({
    region: await changeProvider(
      request.server.db,
      'fulfillment',
      'add',
      request.params.id,
      request.body.provider_id,
    ),
  }),
  AdminRemoveRegionFulfillmentProvider: async (request) => ({
    region: await changeProvider(
      request.server.db,
      'fulfillment',
      'remove',
      request.params.id,
      request.params.provider_id,
    ),
  }),
  AdminListRegionFulfillmentOptions: async (request) => ({
    fulfillment_options: await fulfillmentOptions(request.server.db, request.params.id),
  }),
  StoreListRegions: async (request) => list(request.server.db, filterOf(request.query)),
  StoreGetRegion: async (request) => ({
    region: await getRegion(request.server.db, request.params.id),
  }),
} satisfies Handlers;
