import type { i18n as I18n } from 'i18next';

/** The store's name after the page's own: `Cart · Commerce store`. */
export function pageTitle(i18n: I18n, title: string): string {
  return `${title} · ${i18n.t('store.name', { ns: 'common' })}`;
}

export const NOINDEX = { name: 'robots', content: 'noindex' } as const;

/** The server's page cache (and any other) must not keep a page of one shopper. */
export function privatePageHeaders() {
  return { 'cache-control': 'private, no-store' };
}

/**
 * The head of a page whose content is the shopper's own: its title, and kept out of search
 * engines (a cart, an order or an account page is nobody else's to find).
 */
export function privatePageHead(i18n: I18n | undefined, title?: (i18n: I18n) => string) {
  return { meta: i18n && title ? [{ title: pageTitle(i18n, title(i18n)) }, NOINDEX] : [NOINDEX] };
}

/**
 * Route options of a page whose content is the shopper's own (cart, checkout, account,
 * orders…). `ssr: false`: the server renders the shell, the header and the route's pending
 * state, and the browser reads the data (the server's inner reads are anonymous, so it could
 * only render nobody's page); `no-store`, so the server's page cache never keeps it
 * (decision 014, "What changes per route").
 *
 * Without `title`, the pages under the route (a layout's) name themselves.
 *
 * @example
 * createFileRoute('/cart')({ ...privatePage((i18n) => i18n.t('title', { ns: 'cart' })), component: CartPage })
 */
export function privatePage(title?: (i18n: I18n) => string) {
  return {
    ssr: false as const,
    headers: privatePageHeaders,
    head: ({ match }: { match: { context: { i18n?: I18n } } }) =>
      privatePageHead(match.context.i18n, title),
  };
}
