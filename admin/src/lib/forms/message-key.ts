import type { ParseKeys } from 'i18next';

/**
 * A key of the English `common` file: what a form schema's messages are (house style 10),
 * translated where the error is shown. Typed, so a misspelt key is a compile error.
 */
export type MessageKey = ParseKeys<'common'>;
