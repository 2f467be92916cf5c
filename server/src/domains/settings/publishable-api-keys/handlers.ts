import type { Handlers } from '../../../http/handlers.ts';
import {
  changeKeySalesChannels,
  createPublishableApiKey,
  deletePublishableApiKey,
  getPublishableApiKey,
  listKeySalesChannels,
  listKeys,
  renamePublishableApiKey,
  revokePublishableApiKey,
} from './service.ts';

export const publishableApiKeyHandlers = {
  AdminListPublishableApiKeys: async (request) => {
    const { limit = 20, offset = 0, order, expand: _e, fields: _f, ...filters } = request.query;
    const page = await listKeys(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminCreatePublishableApiKey: async (request) => ({
    publishable_api_key: await createPublishableApiKey(
      request.server.db,
      request.body.title,
      request.principal?.id ?? null,
    ),
  }),

  AdminGetPublishableApiKey: async (request) => ({
    publishable_api_key: await getPublishableApiKey(request.server.db, request.params.id),
  }),

  AdminUpdatePublishableApiKey: async (request) => ({
    publishable_api_key: await renamePublishableApiKey(
      request.server.db,
      request.params.id,
      request.body?.title,
    ),
  }),

  AdminRevokePublishableApiKey: async (request) => ({
    publishable_api_key: await revokePublishableApiKey(
      request.server.db,
      request.params.id,
      request.principal?.id ?? null,
    ),
  }),

  AdminDeletePublishableApiKey: async (request) => {
    await deletePublishableApiKey(request.server.db, request.params.id);
    return { id: request.params.id, object: 'publishable-api-key', deleted: true };
  },

  AdminListPublishableApiKeySalesChannels: async (request) => ({
    sales_channels: await listKeySalesChannels(
      request.server.db,
      request.params.id,
      request.query.q,
    ),
  }),

  AdminAddPublishableApiKeySalesChannels: async (request) => ({
    publishable_api_key: await changeKeySalesChannels(
      request.server.db,
      request.params.id,
      request.body.sales_channel_ids.map((channel) => channel.id),
      'add',
    ),
  }),

  AdminRemovePublishableApiKeySalesChannels: async (request) => ({
    publishable_api_key: await changeKeySalesChannels(
      request.server.db,
      request.params.id,
      request.body.sales_channel_ids.map((channel) => channel.id),
      'remove',
    ),
  }),
} satisfies Handlers;
