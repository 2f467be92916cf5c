import { fromMinorUnits, toMinorUnits } from '@commerce/client';
import type {
  AdminCreateDiscountBody,
  AdminUpdateDiscountBody,
} from '@commerce/client/admin/discounts';
import * as v from 'valibot';
import type { Discount } from './discount-format.ts';
import { RULE_TYPES } from './discount-list-search.ts';

const whole = /^\d+$/;
const amount = /^\d+([.,]\d{1,2})?$/;

/**
 * The discount form: what staff type (an amount in display units, dates as local
 * `datetime-local` values, a validity in days), checked here before the server's own
 * rules (server/src/domains/promotions/discounts/rules.ts), which stay the judge.
 */
export const discountSchema = v.pipe(
  v.object({
    code: v.pipe(v.string(), v.trim(), v.nonEmpty('discounts:validation.codeRequired')),
    type: v.picklist(RULE_TYPES),
    value: v.string(),
    allocation: v.picklist(['total', 'item']),
    usage_limit: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === '' || (whole.test(text) && Number(text) >= 1),
        'discounts:validation.usageLimit',
      ),
    ),
    starts_at: v.pipe(v.string(), v.nonEmpty('discounts:validation.startRequired')),
    ends_at: v.string(),
    regions: v.pipe(v.array(v.string()), v.minLength(1, 'discounts:validation.regionRequired')),
    is_dynamic: v.boolean(),
    valid_days: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === '' || (whole.test(text) && Number(text) >= 1),
        'discounts:validation.days',
      ),
    ),
  }),
  v.forward(
    v.check(
      ({ type, value }) =>
        type === 'free_shipping' ||
        (type === 'percentage'
          ? whole.test(value.trim()) && Number(value) >= 1 && Number(value) <= 100
          : amount.test(value.trim()) && Number(value.replace(',', '.')) > 0),
      'discounts:validation.value',
    ),
    ['value'],
  ),
  v.forward(
    v.check(
      ({ type, regions }) => type !== 'fixed' || regions.length === 1,
      'discounts:validation.fixedRegion',
    ),
    ['regions'],
  ),
  v.forward(
    v.check(
      ({ starts_at, ends_at }) => !ends_at || new Date(ends_at) > new Date(starts_at),
      'discounts:validation.endsAfterStart',
    ),
    ['ends_at'],
  ),
);

export type DiscountValues = v.InferOutput<typeof discountSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as a `datetime-local` value in the user's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's values for a discount, or a new one's defaults. */
export function discountValues(discount?: Discount): DiscountValues {
  const rule = discount?.rule;
  const currency = discount?.regions?.[0]?.currency_code;
  const days = discount?.valid_duration?.match(/^P(\d+)D$/)?.[1];
  return {
    code: discount?.code ?? '',
    type: rule?.type ?? 'percentage',
    value:
      !rule || rule.type === 'free_shipping'
        ? ''
        : rule.type === 'fixed'
          ? String(fromMinorUnits(rule.value, currency ?? 'eur'))
          : String(rule.value),
    allocation: rule?.allocation ?? 'total',
    usage_limit: discount?.usage_limit ? String(discount.usage_limit) : '',
    starts_at: toLocalInput(discount?.starts_at ?? new Date().toISOString()),
    ends_at: discount?.ends_at ? toLocalInput(discount.ends_at) : '',
    regions: discount?.regions?.map((region) => region.id) ?? [],
    is_dynamic: discount?.is_dynamic ?? false,
    valid_days: days ?? '',
  };
}

/** The rule's value as the API takes it: a percentage, or an amount in the minor unit. */
function ruleValue(values: DiscountValues, currency: string | undefined): number {
  if (values.type === 'free_shipping') return 0;
  return values.type === 'fixed'
    ? toMinorUnits(values.value, currency ?? 'eur')
    : Number(values.value.trim().replace(',', '.'));
}

const iso = (local: string) => new Date(local).toISOString();

/** `POST /admin/discounts`; `currency` is the fixed amount's, from its one region. */
export function createBody(values: DiscountValues, currency?: string): AdminCreateDiscountBody {
  return {
    code: values.code,
    is_dynamic: values.is_dynamic,
    rule: {
      type: values.type,
      value: ruleValue(values, currency),
      allocation: values.type === 'free_shipping' ? 'total' : values.allocation,
    },
    starts_at: iso(values.starts_at),
    ...(values.ends_at ? { ends_at: iso(values.ends_at) } : {}),
    ...(values.usage_limit ? { usage_limit: Number(values.usage_limit) } : {}),
    ...(values.is_dynamic && values.valid_days ? { valid_duration: `P${values.valid_days}D` } : {}),
    regions: values.regions,
  };
}

/** `POST /admin/discounts/{id}`: every field of the form (the rule's type cannot change). */
export function updateBody(
  discount: Discount,
  values: DiscountValues,
  currency?: string,
): AdminUpdateDiscountBody {
  return {
    code: values.code,
    // A generated code's rule is its dynamic discount's: the server refuses changing it here.
    ...(discount.parent_discount_id || values.type === 'free_shipping'
      ? {}
      : {
          rule: {
            id: discount.rule_id,
            value: ruleValue(values, currency),
            allocation: values.allocation,
          },
        }),
    starts_at: iso(values.starts_at),
    ends_at: values.ends_at ? iso(values.ends_at) : null,
    usage_limit: values.usage_limit ? Number(values.usage_limit) : null,
    ...(discount.is_dynamic && !discount.parent_discount_id
      ? { valid_duration: values.valid_days ? `P${values.valid_days}D` : null }
      : {}),
    regions: values.regions,
  };
}
