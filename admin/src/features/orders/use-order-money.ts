import { formatMoney } from '@commerce/client';
import { useTranslation } from 'react-i18next';
import { isolateAmount } from '../../lib/i18n/isolate-amount.ts';

/** Formats amounts of one order in its currency and the user's language. */
export function useOrderMoney(currencyCode: string): (amount: number | null | undefined) => string {
  const { i18n } = useTranslation();
  const direction = i18n.dir(i18n.language);
  return (amount) =>
    isolateAmount(formatMoney(amount ?? 0, currencyCode, i18n.language), direction);
}
