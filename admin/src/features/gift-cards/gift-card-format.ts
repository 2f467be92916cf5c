import type { AdminGetGiftCardData } from '@commerce/client/admin/gift-cards';
import type { StatusBadgeProps } from '@commerce/ui';
import { formatAmount } from '../../lib/i18n/format-amount.ts';

export type GiftCard = AdminGetGiftCardData['gift_card'];

export type GiftCardState = 'disabled' | 'expired' | 'spent' | 'active';

/** Whether a card can be redeemed now, as its switch, expiry and balance say (the server decides). */
export function giftCardState(
  card: Pick<GiftCard, 'is_disabled' | 'ends_at' | 'balance'>,
  now = Date.now(),
): GiftCardState {
  if (card.is_disabled) return 'disabled';
  if (card.ends_at && new Date(card.ends_at).getTime() <= now) return 'expired';
  if (card.balance <= 0) return 'spent';
  return 'active';
}

export const STATE_BADGE: Record<GiftCardState, NonNullable<StatusBadgeProps['status']>> = {
  active: 'success',
  spent: 'neutral',
  expired: 'warning',
  disabled: 'danger',
};

/** An amount of the card, in its region's currency (minor units, as the API keeps it). */
export function cardMoney(card: Pick<GiftCard, 'region'>, amount: number, locale: string) {
  const currency = card.region?.currency_code;
  return currency ? formatAmount(amount, currency, locale) : String(amount);
}

/** The email the card was issued for, kept in its metadata (the API has no field for it). */
export function recipientOf(card: Pick<GiftCard, 'metadata'>): string | undefined {
  const email = card.metadata?.recipient_email;
  return typeof email === 'string' && email ? email : undefined;
}
