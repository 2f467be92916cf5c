import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { product, productCategory, productCollection } from '../products/tables.ts';

/** One page of the storefront, as a sitemap lists it. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The storefront's fixed pages (storefront/README.md, Routes). */
const FIXED_PAGES: readonly SitemapEntry[] = [{ path: '/' }, { path: '/products' }];

/**
 * Every page a shopper (and a search engine) can open: the fixed pages, each published
 * product, each collection, and each active public category, at their readable URLs.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [products, collections, categories] = await Promise.all([
    db
      .select({ handle: product.handle, updated_at: product.updated_at })
      .from(product)
      .where(and(eq(product.status, 'published'), isNull(product.deleted_at)))
      .orderBy(asc(product.handle)),
    db
      .select({ handle: productCollection.handle, updated_at: productCollection.updated_at })
      .from(productCollection)
      .where(isNull(productCollection.deleted_at))
      .orderBy(asc(productCollection.handle)),
    db
      .select({ handle: productCategory.handle, updated_at: productCategory.updated_at })
      .from(productCategory)
      .where(and(eq(productCategory.is_active, true), eq(productCategory.is_internal, false)))
      .orderBy(asc(productCategory.handle)),
  ]);
  const page = (prefix: string) => (row: { handle: string; updated_at: Date }) => ({
    path: `${prefix}/${encodeURIComponent(row.handle)}`,
    lastModified: row.updated_at,
  });
  return [
    ...FIXED_PAGES,
    ...products.map(page('/products')),
    ...collections.map(page('/collections')),
    ...categories.map(page('/categories')),
  ];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemaps.org XML of the entries, with absolute URLs under `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Lets crawlers into the store but not the back office, the API or the shopper's own pages. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /app/',
    'Disallow: /admin/',
    'Disallow: /store/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /account/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
