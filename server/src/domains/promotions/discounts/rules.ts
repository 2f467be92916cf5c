import { errors } from '../../../errors.ts';
import { parseDuration } from './duration.ts';
import { CONDITION_TYPES, type ConditionType, type RuleType } from './tables.ts';

/*
 * The validation rules of discounts beyond what the request schemas say, following Medusa
 * v1 (api-conventions.md: the contract keeps its behaviour): a percentage is at most 100, a
 * fixed amount is in one region's currency so it may have only one region, a free-shipping
 * rule takes nothing off items, and the dates must leave a window.
 */

export function checkRuleValue(type: RuleType, value: number): void {
  if (type === 'percentage' && value > 100) {
    throw errors.invalidData(
      'Discount value above 100 is not allowed when type is percentage',
      'discount_percentage_over_100',
    );
  }
  if (type === 'free_shipping' && value !== 0) {
    throw errors.invalidData(
      'A free_shipping discount must have the value 0',
      'discount_free_shipping_value',
    );
  }
}

export function checkRegionCount(type: RuleType, regionCount: number): void {
  // The amount is in the minor unit of one currency, which only one region guarantees.
  if (type === 'fixed' && regionCount > 1) {
    throw errors.invalidData('Fixed discounts can have one region', 'discount_fixed_one_region');
  }
}

export function checkWindow(startsAt: Date, endsAt: Date | null): void {
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw errors.invalidData('ends_at must be after starts_at', 'ends_before_start');
  }
}

/** A valid `valid_duration`, allowed only on dynamic discounts (it dates their codes). */
export function checkValidDuration(duration: string | null | undefined, isDynamic: boolean): void {
  if (duration === null || duration === undefined) return;
  if (!isDynamic) {
    throw errors.invalidData(
      'valid_duration is only allowed on dynamic discounts',
      'discount_duration_not_dynamic',
    );
  }
  if (!parseDuration(duration)) {
    throw errors.invalidData(
      'valid_duration must be an ISO 8601 duration longer than zero, e.g. P14D',
      'discount_duration_invalid',
    );
  }
}

export function normalizeCode(code: string): string {
  const upper = code.trim().toUpperCase();
  if (upper === '') throw errors.invalidData('code must not be blank', 'discount_code_blank');
  return upper;
}

export type ConditionLists = Partial<Record<ConditionType, string[]>>;

/** The one type whose array a new condition gives (DiscountConditionInput's rule). */
export function conditionTypeOf(input: ConditionLists): ConditionType {
  const given = CONDITION_TYPES.filter((type) => input[type] !== undefined);
  if (given.length !== 1) {
    throw errors.invalidData(
      `A condition lists ids in exactly one of ${CONDITION_TYPES.join(', ')}`,
      'discount_condition_one_type',
    );
  }
  return given[0] as ConditionType;
}

/** An update may only give the array of the condition's own type. */
export function idsForType(input: ConditionLists, type: ConditionType): string[] | undefined {
  const other = CONDITION_TYPES.find((t) => t !== type && input[t] !== undefined);
  if (other) {
    throw errors.invalidData(
      `A condition of type ${type} cannot list ${other}`,
      'discount_condition_type_mismatch',
    );
  }
  return input[type];
}
