import { formatMoney } from '@commerce/client';
import { useTranslation } from 'react-i18next';

/** Formats amounts of one order in its currency and the user's language. */
export function useOrderMoney(currencyCode: string): (amount: number | null | undefined) => string {
  const { i18n } = useTranslation();
  return (amount) => formatMoney(amount ?? 0, currencyCode, i18n.language);
}
