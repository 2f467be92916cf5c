import type { AdminComponents } from '@commerce/client/contract';
import { iso } from '../../../db/list-query.ts';
import type { ShippingProfileRow } from './tables.ts';

export type ShippingProfile = AdminComponents['schemas']['ShippingProfile'];

/** The wire profile; relations are added only when the request expanded them. */
export function toShippingProfile(
  row: ShippingProfileRow,
  relations: Pick<ShippingProfile, 'products' | 'shipping_options'> = {},
): ShippingProfile {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    ...relations,
  };
}
