import type { i18n as I18n } from 'i18next';

/** What a route's `head()` says about its page (title, description, links, structured data). */
export interface PageHead {
  /** The page's own name; the store's name is appended. */
  title: string;
  description: string;
  /** The path (and search) of the canonical URL, e.g. `/products/mug`. */
  canonicalPath: string;
  /** Open Graph type: `product` for a product page, `website` otherwise. */
  type?: 'website' | 'product';
  image?: string | null;
  /** schema.org JSON-LD, e.g. a `Product`. */
  structuredData?: object;
}

/**
 * The route `head()` answer of a page: `<title>`, meta description, canonical link, Open
 * Graph tags and JSON-LD, rendered into the server's HTML by <HeadContent> and kept in step
 * by the router on navigation (it replaces the imperative use-document-head.ts).
 */
export function routeHead(head: PageHead, i18n: I18n | undefined, origin: string | undefined) {
  const storeName = i18n?.t('store.name', { ns: 'common' }) ?? 'Commerce store';
  const title = head.title === storeName ? storeName : `${head.title} · ${storeName}`;
  const url = absoluteUrl(head.canonicalPath, origin);
  return {
    meta: [
      { title },
      { name: 'description', content: head.description },
      { property: 'og:type', content: head.type ?? 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: head.description },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: storeName },
      ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: head.structuredData
      ? [
          {
            type: 'application/ld+json',
            id: 'structured-data',
            // `<` escaped so no text in the data can close the script element.
            children: JSON.stringify(head.structuredData).replace(/</g, '\\u003c'),
          },
        ]
      : [],
  };
}

/** `path` on the store's origin: the router context's on the server, else the page's own. */
export function absoluteUrl(path: string, origin: string | undefined): string {
  const base = origin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
  return base ? new URL(path, base).href : path;
}
