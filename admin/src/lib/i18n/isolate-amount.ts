/** Unicode's left-to-right isolate and its closing mark: invisible, kept by copy and paste. */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A formatted amount set apart as one left-to-right unit when the page reads right to left.
 * Intl.NumberFormat puts the sign where the language wants it ("‏-98.40 US$" in Arabic), but
 * in a right-to-left paragraph the bidi algorithm reorders the neutral "$" and "-" around
 * the Latin letters, so a refund read "$-98.40 US". Isolated, it reads "-98.40 US$".
 * Left-to-right pages get the text unchanged.
 */
export function isolateAmount(formatted: string, direction: 'ltr' | 'rtl'): string {
  return direction === 'rtl'
    ? `${LEFT_TO_RIGHT_ISOLATE}${formatted}${POP_DIRECTIONAL_ISOLATE}`
    : formatted;
}
