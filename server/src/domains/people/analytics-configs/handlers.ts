import type { AdminComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { createError, errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { currentUserId } from '../auth/principal.ts';
import {
  type AnalyticsConfigRow,
  findAnalyticsConfig,
  insertAnalyticsConfig,
  updateAnalyticsConfig,
} from './repository.ts';

type AnalyticsConfig = AdminComponents['schemas']['AnalyticsConfig'];

function toAnalyticsConfig(row: AnalyticsConfigRow): AnalyticsConfig {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
  };
}

function notFoundFor(userId: string) {
  return createError('not_found', `AnalyticsConfig for user: ${userId} was not found`);
}

/** The current staff user's preference; one per user, so the routes take no id. */
export const analyticsConfigHandlers = {
  AdminGetAnalyticsConfig: async (request) => {
    const userId = currentUserId(request);
    const row = await findAnalyticsConfig(request.server.db, userId);
    if (!row) throw notFoundFor(userId);
    return { analytics_config: toAnalyticsConfig(row) };
  },

  AdminCreateAnalyticsConfig: async (request) => {
    const userId = currentUserId(request);
    const db = request.server.db;
    if (await findAnalyticsConfig(db, userId))
      throw errors.duplicate('AnalyticsConfig', 'user_id', userId);
    try {
      const row = await insertAnalyticsConfig(db, {
        id: newId('acfg'),
        user_id: userId,
        ...request.body,
      });
      return { analytics_config: toAnalyticsConfig(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.duplicate('AnalyticsConfig', 'user_id', userId);
      throw error;
    }
  },

  AdminUpdateAnalyticsConfig: async (request) => {
    const userId = currentUserId(request);
    const row = await updateAnalyticsConfig(request.server.db, userId, request.body);
    if (!row) throw notFoundFor(userId);
    return { analytics_config: toAnalyticsConfig(row) };
  },
} satisfies Handlers;
