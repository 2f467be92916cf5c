import { DeferredMenu } from '@commerce/ui/lite';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';

const loadMenus = () => import('./site-nav-menus.tsx');
const CollectionsMenu = lazy(() => loadMenus().then((m) => ({ default: m.CollectionsMenu })));
const CategoriesMenu = lazy(() => loadMenus().then((m) => ({ default: m.CategoriesMenu })));
const preload = () => void loadMenus();

/**
 * Links to all products, and menus of the collections and the category tree; the menus
 * (site-nav-menus.tsx) are loaded when first opened.
 */
export function SiteNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap items-center gap-2">
      <Link to="/products" className="rounded-md px-2 py-1 text-sm font-medium hover:bg-muted">
        {t('nav.allProducts')}
      </Link>
      <DeferredMenu label={t('nav.collections')} menu={CollectionsMenu} preload={preload} />
      <DeferredMenu label={t('nav.categories')} menu={CategoriesMenu} preload={preload} />
    </nav>
  );
}
