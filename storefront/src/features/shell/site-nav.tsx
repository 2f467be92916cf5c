import { DeferredMenu } from '@commerce/ui/lite';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary, useRetryableLazy } from '../../lib/resilience/load-boundary.tsx';

const loadMenus = () => import('./site-nav-menus.tsx');
const loadCollections = () => loadMenus().then((m) => ({ default: m.CollectionsMenu }));
const loadCategories = () => loadMenus().then((m) => ({ default: m.CategoriesMenu }));
const CollectionsMenu = lazy(loadCollections);
const CategoriesMenu = lazy(loadCategories);
// A failed fetch is not kept: hovering again after a failure fetches again.
const preload = () => void loadMenus().catch(() => undefined);

/**
 * Links to all products, and menus of the collections and the category tree; the menus
 * (site-nav-menus.tsx) are loaded when first opened; one that cannot be loaded shows
 * "Try again" in its place.
 */
export function SiteNav() {
  const { t } = useTranslation();
  const [Collections, retryCollections] = useRetryableLazy(CollectionsMenu, loadCollections);
  const [Categories, retryCategories] = useRetryableLazy(CategoriesMenu, loadCategories);
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap items-center gap-2">
      <Link to="/products" className="rounded-md px-2 py-1 text-sm font-medium hover:bg-muted">
        {t('nav.allProducts')}
      </Link>
      <LoadBoundary onRetry={retryCollections}>
        <DeferredMenu label={t('nav.collections')} menu={Collections} preload={preload} />
      </LoadBoundary>
      <LoadBoundary onRetry={retryCategories}>
        <DeferredMenu label={t('nav.categories')} menu={Categories} preload={preload} />
      </LoadBoundary>
    </nav>
  );
}
