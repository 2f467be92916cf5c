import type { i18n as I18n } from 'i18next';
import { NOINDEX, pageTitle } from './private-page.ts';

/**
 * The head of a page whose loader answered not-found (a product, collection or category
 * that is gone): its title says so and search engines drop it; the status is 404.
 */
export function notFoundHead(i18n: I18n | undefined) {
  return {
    meta: i18n
      ? [{ title: pageTitle(i18n, i18n.t('notFound.title', { ns: 'common' })) }, NOINDEX]
      : [NOINDEX],
  };
}
