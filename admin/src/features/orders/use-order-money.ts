import { useTranslation } from 'react-i18next';
import { formatMoney } from './order-money.ts';

/** Formats amounts of one order in its currency and the user's language. */
export function useOrderMoney(currencyCode: string): (amount: number | null | undefined) => string {
  const { i18n } = useTranslation();
  return (amount) => formatMoney(amount ?? 0, currencyCode, i18n.language);
}
