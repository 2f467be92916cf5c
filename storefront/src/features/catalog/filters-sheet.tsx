import {
  Button,
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
} from '@commerce/ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductFilters, type ProductFiltersProps } from './product-filters.tsx';

interface FiltersSheetProps extends ProductFiltersProps {
  /** "Filters (n)", as the button that opened it says. */
  title: string;
  open: boolean;
  onClose(): void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * The listing's filters in a sheet on a phone, loaded by listing-filters.tsx. Each choice
 * applies at once, as in the page's form (the listing behind it and the title's count
 * follow); "Show products" closes it and focus goes back to the button.
 */
export default function FiltersSheet({
  title,
  open,
  onClose,
  returnFocus,
  ...filters
}: FiltersSheetProps) {
  const { t } = useTranslation('catalog');
  return (
    <Drawer open={open} onClose={onClose} size="small" finalFocus={returnFocus}>
      {open && (
        <>
          <DrawerHeader className="flex-row items-center justify-between">
            <DrawerTitle>{title}</DrawerTitle>
            <DrawerClose render={<Button variant="ghost" size="small" />}>
              {t('filters.close')}
            </DrawerClose>
          </DrawerHeader>
          <DrawerBody className="flex-1 overflow-y-auto">
            <ProductFilters {...filters} className="grid gap-4" />
          </DrawerBody>
          <DrawerFooter>
            <DrawerClose render={<Button variant="primary" className="w-full" />}>
              {t('filters.show')}
            </DrawerClose>
          </DrawerFooter>
        </>
      )}
    </Drawer>
  );
}
