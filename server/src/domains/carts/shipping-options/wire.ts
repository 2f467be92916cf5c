import type { AdminComponents } from '@commerce/client/contract';
import { iso } from '../../../db/list-query.ts';
import type { RequirementRow, ShippingOptionRow } from './tables.ts';

export type ShippingOption = AdminComponents['schemas']['ShippingOption'];
export type Requirement = AdminComponents['schemas']['ShippingOptionRequirement'];

export function toRequirement(row: RequirementRow): Requirement {
  return { ...row, deleted_at: iso(row.deleted_at) };
}

/** The wire option with its requirements; other relations only when expanded. */
export function toShippingOption(
  row: ShippingOptionRow,
  requirements: RequirementRow[],
  relations: Pick<ShippingOption, 'region' | 'profile' | 'provider' | 'price_incl_tax'> = {},
): ShippingOption {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    requirements: requirements.map(toRequirement),
    ...relations,
  };
}
