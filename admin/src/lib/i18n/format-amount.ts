import { formatMoney } from '@commerce/client';
import i18next from 'i18next';
import { isolateAmount } from './isolate-amount.ts';

/**
 * An amount as the admin shows it: formatted for `locale`, and kept one left-to-right unit on
 * right-to-left pages (isolate-amount.ts says why). For display only: text sent to the server
 * (a denomination's title) uses `formatMoney` itself.
 */
export function formatAmount(amount: number, currencyCode: string, locale: string): string {
  return isolateAmount(formatMoney(amount, currencyCode, locale), i18next.dir(locale));
}
