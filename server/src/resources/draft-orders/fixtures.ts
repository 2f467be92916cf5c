import type { FastifyInstance } from 'fastify';
import { expectContract } from '../../test/contract.ts';
import { ADDRESS } from '../carts/fixtures.ts';

/** Test data for draft orders: a draft made through the admin API. */

type Method = 'GET' | 'POST' | 'DELETE';

export function adminCall(admin: FastifyInstance, method: Method, url: string, payload?: object) {
  return admin.inject({ method, url, ...(payload ? { payload } : {}) });
}

export interface DraftOptions {
  regionId: string;
  optionId: string;
  items?: Record<string, unknown>[];
  email?: string;
  extra?: Record<string, unknown>;
}

/**
 * A draft with a shipping address, and with items also the shipping method (a cart without
 * items has no shipping profile an option could serve).
 */
export async function createDraft(admin: FastifyInstance, options: DraftOptions) {
  const items = options.items ?? [];
  return expectContract(
    'AdminCreateDraftOrder',
    await adminCall(admin, 'POST', '/admin/draft-orders', {
      email: options.email ?? 'buyer@example.com',
      region_id: options.regionId,
      items,
      shipping_methods: items.length > 0 ? [{ option_id: options.optionId }] : [],
      shipping_address: ADDRESS,
      ...options.extra,
    }),
  ).draft_order;
}
