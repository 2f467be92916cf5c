import { currencyDecimals, fromMinorUnits, toMinorUnits } from '@commerce/client';
import type {
  AdminCreateGiftCardBody,
  AdminUpdateGiftCardBody,
} from '@commerce/client/admin/gift-cards';
import * as v from 'valibot';
import type { GiftCard } from './gift-card-format.ts';

/** An amount as typed: digits, and at most two decimals (checked per currency on submit). */
const AMOUNT = /^\d+([.,]\d{1,2})?$/;
const amountField = (message: string) => v.pipe(v.string(), v.trim(), v.regex(AMOUNT, message));

/** `YYYY-MM-DD` from a date input, or '' for never. */
const dateField = v.pipe(v.string(), v.trim());

/** An amount that fits its currency: no decimals for zero-decimal currencies (KRW, JPY, VND). */
export const fitsCurrency = (text: string, currency: string | undefined) =>
  !currency || currencyDecimals(currency) > 0 || /^\d+$/.test(text.trim());

/** Issuing a card: its value, region, an optional recipient email and expiry date. */
export const issueSchema = v.object({
  value: amountField('gift-cards:validation.amount'),
  region_id: v.pipe(v.string(), v.nonEmpty('gift-cards:validation.regionRequired')),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (text) => text === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text),
      'validation.emailInvalid',
    ),
  ),
  ends_at: dateField,
});
export type IssueValues = v.InferOutput<typeof issueSchema>;

/** Editing a card: its balance, expiry date and region. */
export const editSchema = v.object({
  balance: amountField('gift-cards:validation.amount'),
  region_id: v.pipe(v.string(), v.nonEmpty('gift-cards:validation.regionRequired')),
  ends_at: dateField,
});
export type EditValues = v.InferOutput<typeof editSchema>;

/** A date input's day as the end of that day in the user's time zone (valid all that day). */
export function endOfDay(day: string): string | null {
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 23, 59, 59).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as a date input's value, in the user's time zone. */
export function toDayInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const emptyIssue = (regionId = ''): IssueValues => ({
  value: '',
  region_id: regionId,
  email: '',
  ends_at: '',
});

/** `POST /admin/gift-cards`; `currency` is the chosen region's. */
export function issueBody(values: IssueValues, currency: string): AdminCreateGiftCardBody {
  return {
    value: toMinorUnits(values.value, currency),
    region_id: values.region_id,
    ...(values.ends_at ? { ends_at: endOfDay(values.ends_at) } : {}),
    ...(values.email ? { metadata: { recipient_email: values.email } } : {}),
  };
}

export const editValues = (card: GiftCard): EditValues => ({
  balance: String(fromMinorUnits(card.balance, card.region?.currency_code ?? 'eur')),
  region_id: card.region_id,
  ends_at: toDayInput(card.ends_at),
});

/** `POST /admin/gift-cards/{id}`; `currency` is the chosen region's. */
export function editBody(values: EditValues, currency: string): AdminUpdateGiftCardBody {
  return {
    balance: toMinorUnits(values.balance, currency),
    region_id: values.region_id,
    ends_at: endOfDay(values.ends_at),
  };
}
