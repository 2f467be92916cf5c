import { useStoreListCollections } from '@commerce/client/store/collections';
import { useStoreListProductCategories } from '@commerce/client/store/product-categories';
import { Button, Drawer, DrawerBody, DrawerClose, DrawerHeader, DrawerTitle } from '@commerce/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  categoryTreeParams,
  flattenCategories,
  navCollectionParams,
} from '../../lib/catalog/params.ts';
import { LanguagePicker } from './language-picker.tsx';
import { RegionPicker } from './region-picker.tsx';

interface PhoneMenuSheetProps {
  open: boolean;
  onClose(): void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  account?: ReactNode;
}

const linkClass = 'block rounded-md px-2 py-2 font-medium hover:bg-muted';

/**
 * The phone menu, loaded by phone-menu.tsx: the navigation (all products, the collections
 * and the category tree as plain links), the country and language pickers and the
 * account's links, in a sheet from the start edge. Ariakit's dialog keeps focus inside,
 * closes on Escape and hands focus back to the menu button; following a link closes it and
 * leaves focus to the new page (lib/a11y/use-route-focus.ts moves it to the heading).
 */
export default function PhoneMenuSheet({
  open,
  onClose,
  returnFocus,
  account,
}: PhoneMenuSheetProps) {
  const { t } = useTranslation();
  const href = useRouterState({ select: (state) => state.location.href });
  const shownAt = useRef(href);
  const navigated = useRef(false);
  useEffect(() => {
    if (href === shownAt.current) return;
    shownAt.current = href;
    if (!open) return;
    navigated.current = true;
    onClose();
  }, [href, open, onClose]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="start"
      size="small"
      finalFocus={returnFocus}
      autoFocusOnHide={() => {
        const back = !navigated.current;
        navigated.current = false;
        return back;
      }}
    >
      {open && (
        <>
          <DrawerHeader className="flex-row items-center justify-between">
            <DrawerTitle>{t('menu.button')}</DrawerTitle>
            <DrawerClose render={<Button variant="ghost" size="small" />}>
              {t('menu.close')}
            </DrawerClose>
          </DrawerHeader>
          <DrawerBody className="flex-1 space-y-6 overflow-y-auto">
            <MenuNav />
            <MenuSection title={t('menu.preferences')}>
              <div className="flex flex-wrap gap-2">
                <RegionPicker />
                <LanguagePicker />
              </div>
            </MenuSection>
            {account}
          </DrawerBody>
        </>
      )}
    </Drawer>
  );
}

function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-sm font-medium text-muted-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MenuNav() {
  const { t } = useTranslation();
  const collections = useStoreListCollections(navCollectionParams);
  const categories = useStoreListProductCategories(categoryTreeParams);
  const categoryItems = flattenCategories(categories.data?.product_categories ?? []);
  const state = (query: { isPending: boolean; isError: boolean }) =>
    query.isPending ? t('loading') : query.isError ? t('nav.unavailable') : null;
  return (
    <nav aria-label={t('nav.label')} className="space-y-6">
      <Link to="/products" className={linkClass}>
        {t('nav.allProducts')}
      </Link>
      <MenuSection title={t('nav.collections')}>
        {state(collections) && <p className="px-2 text-sm">{state(collections)}</p>}
        <ul>
          {collections.data?.collections.map((collection) => (
            <li key={collection.id}>
              <Link
                to="/collections/$handle"
                params={{ handle: collection.handle ?? '' }}
                className={linkClass}
              >
                {collection.title}
              </Link>
            </li>
          ))}
        </ul>
      </MenuSection>
      <MenuSection title={t('nav.categories')}>
        {state(categories) && <p className="px-2 text-sm">{state(categories)}</p>}
        <ul>
          {categoryItems.map(({ category, depth }) => (
            <li key={category.id} style={{ paddingInlineStart: `${depth}rem` }}>
              <Link
                to="/categories/$handle"
                params={{ handle: category.handle }}
                className={linkClass}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </MenuSection>
    </nav>
  );
}
