import { formatAmount } from '@commerce/client';

/** A draft's amount (minor units) in its region's currency; cart totals already hold tax. */
export function formatDraftMoney(amount: number, currencyCode: string, locale: string): string {
  return formatAmount({
    amount,
    region: { currency_code: currencyCode, tax_rate: 0 },
    includeTaxes: false,
    locale,
  });
}
