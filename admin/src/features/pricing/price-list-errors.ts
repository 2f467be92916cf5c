import { ClientError } from '@commerce/client';
import type { i18n as I18n } from 'i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

/*
 * The server's refusals of price list requests (server/src/resources/price-lists/service.ts,
 * prices.ts) come as English sentences with a generic type; those staff can act on are
 * said in their language.
 */
const REFUSALS: readonly [RegExp, string][] = [
  [/ends_at must be after starts_at/, 'errors.endsBeforeStart'],
  [/^Customer group with id: \S+ was not found/, 'errors.unknownGroup'],
  [/^Variant with id: \S+ was not found/, 'errors.unknownVariant'],
  [/^Region with id: \S+ was not found/, 'errors.unknownRegion'],
  [/^Currency with id: \S+ was not found/, 'errors.unknownCurrency'],
  [/^Price list with id: \S+ was not found/, 'errors.notFound'],
];

/** What to tell staff about a failed price list request, translated where the reason is known. */
export function priceListErrorMessage(error: unknown, i18n: I18n): string {
  const t = i18n.getFixedT(null, 'pricing');
  const message = error instanceof ClientError ? error.body?.message : undefined;
  if (message) {
    for (const [pattern, key] of REFUSALS) {
      if (pattern.test(message)) return t(key as 'errors.notFound');
    }
  }
  return serverErrorMessage(error, i18n.t);
}
