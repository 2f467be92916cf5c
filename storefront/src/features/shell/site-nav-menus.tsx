import { useStoreListCollections } from '@commerce/client/store/collections';
import { useStoreListProductCategories } from '@commerce/client/store/product-categories';
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

/**
 * The header's collections and categories menus, loaded on demand by site-nav.tsx (they
 * and their data are not needed until opened).
 */
export function CollectionsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const collections = useStoreListCollections(navCollectionParams);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger variant="ghost" size="small" autoFocus={defaultOpen}>
        {t('nav.collections')}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {collections.isPending && <p className="px-2 py-1 text-sm">{t('loading')}</p>}
        {collections.isError && <p className="px-2 py-1 text-sm">{t('nav.unavailable')}</p>}
        {collections.data?.collections.map((collection) => (
          <DropdownMenuItem
            key={collection.id}
            render={<Link to="/collections/$handle" params={{ handle: collection.handle ?? '' }} />}
          >
            {collection.title}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function CategoriesMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const categories = useStoreListProductCategories(categoryTreeParams);
  const categoryItems = flattenCategories(categories.data?.product_categories ?? []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger variant="ghost" size="small" autoFocus={defaultOpen}>
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
  );
}
