import type { TFunction } from 'i18next';
import type { SectionLink } from '../lists/list-page.tsx';

/**
 * The catalogue's screens, linked over each of them (the sidebar names only Products);
 * categories only where the backend has them (`hasCategories`, issue 25).
 */
export function catalogLinks(t: TFunction<'catalog'>, hasCategories = true): SectionLink[] {
  return [
    { to: '/a/products', label: t('sections.products') },
    { to: '/a/collections', label: t('sections.collections') },
    ...(hasCategories
      ? [{ to: '/a/product-categories', label: t('sections.categories') } as const]
      : []),
    { to: '/a/products/tags', label: t('sections.tags') },
    { to: '/a/products/types', label: t('sections.types') },
  ];
}

/** The customer screens: customers and their groups. */
export function customerLinks(t: TFunction<'customers'>): SectionLink[] {
  return [
    { to: '/a/customers', label: t('sections.customers') },
    { to: '/a/customers/groups', label: t('sections.groups') },
  ];
}

/** The order screens: orders, draft orders, returns and exchanges (the sidebar names only Orders). */
export function orderLinks(t: TFunction<'draft-orders'>): SectionLink[] {
  return [
    { to: '/a/orders', label: t('sections.orders') },
    { to: '/a/draft-orders', label: t('sections.drafts') },
    { to: '/a/returns', label: t('sections.returns') },
    { to: '/a/swaps', label: t('sections.swaps') },
  ];
}
