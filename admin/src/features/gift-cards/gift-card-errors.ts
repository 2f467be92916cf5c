import { ClientError } from '@commerce/client';
import type { i18n as I18n } from 'i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

/*
 * The server's refusals of gift card and gift card product requests come as English
 * sentences with a generic type; those staff can act on are said in their language.
 */
const REFUSALS: readonly [RegExp, string][] = [
  [/^Region with id: \S+ was not found/, 'errors.unknownRegion'],
  [/^Gift card with id: \S+ was not found/, 'errors.notFound'],
  [/^Currency .* was not found|unknown currency/i, 'errors.unknownCurrency'],
];

/** What to tell staff about a failed gift card request, translated where the reason is known. */
export function giftCardErrorMessage(error: unknown, i18n: I18n): string {
  const t = i18n.getFixedT(null, 'gift-cards');
  const message = error instanceof ClientError ? error.body?.message : undefined;
  if (message) {
    for (const [pattern, key] of REFUSALS) {
      if (pattern.test(message)) return t(key as 'errors.notFound');
    }
  }
  return serverErrorMessage(error, i18n.t);
}
