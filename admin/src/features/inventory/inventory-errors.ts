import type { i18n as I18n } from 'i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { BelowZeroError } from './adjust-stock.ts';

/** What to tell staff about a refused inventory change: ours in their language, else the server's. */
export function inventoryErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof BelowZeroError) {
    return i18n.getFixedT(null, 'inventory')('adjust.belowZero', { current: error.current });
  }
  return serverErrorMessage(error, i18n.t);
}
