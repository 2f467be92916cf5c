import type { AdminGetDiscountConditionData } from '@commerce/client/admin/discounts';
import { type Named, option, type ResourceOption } from '../../lib/catalog/resource-search.ts';

export type { ResourceType as ConditionType } from '../../lib/catalog/resource-search.ts';
/** What a condition can be on: every resource type the picker searches, and what that needs. */
export {
  RESOURCE_READ as CONDITION_READ,
  RESOURCE_TYPES as CONDITION_TYPES,
} from '../../lib/catalog/resource-search.ts';

/** The resources a loaded condition lists, in the array of its type. */
export function conditionResources(
  condition: AdminGetDiscountConditionData['discount_condition'],
): ResourceOption[] {
  const rows = (condition[condition.type] ?? []) as Named[];
  return rows.map(option);
}
