import { useStoreListCollections, useStoreListProductCategories } from '@commerce/client/store';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  categoryTreeParams,
  flattenCategories,
  navCollectionParams,
} from '../../lib/catalog/params.ts';

/** Links to all products, and menus of the collections and the category tree. */
export function SiteNav() {
  const { t } = useTranslation();
  const collections = useStoreListCollections(navCollectionParams);
  const categories = useStoreListProductCategories(categoryTreeParams);
  const categoryItems = flattenCategories(categories.data?.product_categories ?? []);
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap items-center gap-2">
      <Link to="/products" className="rounded-md px-2 py-1 text-sm font-medium hover:bg-muted">
        {t('nav.allProducts')}
      </Link>
      <DropdownMenu>
        <DropdownMenuTrigger variant="ghost" size="small">
          {t('nav.collections')}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {collections.isPending && <p className="px-2 py-1 text-sm">{t('loading')}</p>}
          {collections.isError && <p className="px-2 py-1 text-sm">{t('nav.unavailable')}</p>}
          {collections.data?.collections.map((collection) => (
            <DropdownMenuItem
              key={collection.id}
              render={
                <Link to="/collections/$handle" params={{ handle: collection.handle ?? '' }} />
              }
            >
              {collection.title}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger variant="ghost" size="small">
          {t('nav.categories')}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {categories.isPending && <p className="px-2 py-1 text-sm">{t('loading')}</p>}
          {categories.isError && <p className="px-2 py-1 text-sm">{t('nav.unavailable')}</p>}
          {categoryItems.map(({ category, depth }) => (
            <DropdownMenuItem
              key={category.id}
              style={{ paddingInlineStart: `${0.5 + depth}rem` }}
              render={<Link to="/categories/$handle" params={{ handle: category.handle }} />}
            >
              {category.name}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}
