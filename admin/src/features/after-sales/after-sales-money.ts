import { formatAmount } from '@commerce/client';

/** An after-sales amount (minor units) in its order's currency. */
export function formatAfterSalesMoney(amount: number, currencyCode: string, locale: string) {
  return formatAmount({
    amount,
    region: { currency_code: currencyCode, tax_rate: 0 },
    includeTaxes: false,
    locale,
  });
}
