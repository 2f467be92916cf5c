import type { AdminGetDiscountData } from '@commerce/client/admin/discounts';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';

export type Discount = AdminGetDiscountData['discount'];

/**
 * What a discount takes off, as staff read it: "10 %", "€5.00" (a fixed amount is in the
 * minor unit of its one region's currency) or "Free shipping".
 */
export function discountValueText(
  discount: Pick<Discount, 'rule' | 'regions'>,
  t: TFunction<'discounts'>,
  locale: string,
): string {
  const rule = discount.rule;
  if (!rule) return '—';
  if (rule.type === 'free_shipping') return t('types.free_shipping');
  if (rule.type === 'percentage') {
    return new Intl.NumberFormat(locale, { style: 'percent' }).format(rule.value / 100);
  }
  const currency = discount.regions?.[0]?.currency_code;
  if (!currency) return String(rule.value);
  return formatAmount(rule.value, currency, locale);
}

export type DiscountState = 'disabled' | 'scheduled' | 'expired' | 'active';

/** Whether a discount can be used now, as its dates and switch say (the server decides). */
export function discountState(
  discount: Pick<Discount, 'is_disabled' | 'starts_at' | 'ends_at'>,
  now = Date.now(),
): DiscountState {
  if (discount.is_disabled) return 'disabled';
  if (new Date(discount.starts_at).getTime() > now) return 'scheduled';
  if (discount.ends_at && new Date(discount.ends_at).getTime() <= now) return 'expired';
  return 'active';
}

export const STATE_BADGE = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  disabled: 'warning',
} as const;

/** "3 / 10" or "3" when unlimited. */
export function usageText(discount: Pick<Discount, 'usage_count' | 'usage_limit'>): string {
  return discount.usage_limit === null
    ? String(discount.usage_count)
    : `${discount.usage_count} / ${discount.usage_limit}`;
}
