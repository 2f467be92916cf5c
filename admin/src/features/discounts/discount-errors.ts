import { ClientError } from '@commerce/client';
import type { i18n as I18n, TFunction } from 'i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

type Refusal = readonly [
  pattern: RegExp,
  message: (match: RegExpMatchArray, t: TFunction<'discounts'>) => string,
];

/*
 * The server's refusals of discount requests (server/src/resources/discounts/rules.ts,
 * service.ts, conditions.ts, dynamic-codes.ts) come as English sentences with a generic
 * type; these are the ones staff can act on, in their language.
 */
const REFUSALS: readonly Refusal[] = [
  [/^Discount with code (\S+) already exists/, (m, t) => t('errors.duplicateCode', { code: m[1] })],
  [/value above 100/, (_m, t) => t('errors.percentageMax')],
  [/free_shipping discount must have the value 0/, (_m, t) => t('errors.freeShippingValue')],
  [/Fixed discounts can have one region/, (_m, t) => t('errors.fixedOneRegion')],
  [/ends_at must be after starts_at/, (_m, t) => t('errors.endsBeforeStart')],
  [/valid_duration is only allowed/, (_m, t) => t('errors.durationDynamicOnly')],
  [/valid_duration must be/, (_m, t) => t('errors.durationFormat')],
  [/code must not be blank/, (_m, t) => t('errors.codeBlank')],
  [
    /already has a condition of type (\w+)/,
    (m, t) => t('errors.conditionTaken', { type: t(`conditionTypes.${m[1] as 'products'}`) }),
  ],
  [/Codes can only be generated from a dynamic discount/, (_m, t) => t('errors.notDynamic')],
  [/^Discount (\S+) has ended/, (m, t) => t('errors.ended', { code: m[1] })],
  [/is a dynamic code; change the rule/, (_m, t) => t('errors.generatedRule')],
  [/^Dynamic code (\S+) of discount/, (m, t) => t('errors.codeNotFound', { code: m[1] })],
  [
    /^(Region|Product|Product type|Product collection|Product tag|Customer group) with id: (\S+) was not found/,
    (m, t) => t('errors.unknownReference', { id: m[2] }),
  ],
  [/^Discount with id: \S+ was not found/, (_m, t) => t('errors.notFound')],
];

/** What to tell staff about a failed discount request, translated where the server's reason is known. */
export function discountErrorMessage(error: unknown, i18n: I18n): string {
  const t = i18n.getFixedT(null, 'discounts');
  const message = error instanceof ClientError ? error.body?.message : undefined;
  if (message) {
    for (const [pattern, translate] of REFUSALS) {
      const match = message.match(pattern);
      if (match) return translate(match, t);
    }
  }
  return serverErrorMessage(error, i18n.t);
}
