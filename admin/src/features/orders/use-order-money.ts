import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';

/** Formats amounts of one order in its currency and the user's language. */
export function useOrderMoney(currencyCode: string): (amount: number | null | undefined) => string {
  const { i18n } = useTranslation();
  return (amount) => formatAmount(amount ?? 0, currencyCode, i18n.language);
}
