import {
  Button,
  Input,
  Modal,
  ModalBody,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  TablePagination,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../permissions/use-permissions.ts';
import { ChosenVariants, isValidQuantity } from './chosen-variants.tsx';
import type { PickedVariant } from './picked-variant.ts';
import { PICKER_PAGE_SIZE, useVariantSearch } from './use-variant-search.ts';
import { type PickerProduct, type PickerVariant, variantPrice } from './variant-price.ts';
import { VariantResults } from './variant-results.tsx';

export interface VariantPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's heading, e.g. "Add items". */
  title: string;
  /** Called with the chosen variants and quantities; the dialog then closes. */
  onPick(picked: PickedVariant[]): void;
  /** Shows each variant's price in this currency (lowercase ISO 4217) where it has one. */
  currencyCode?: string;
  /** Several variants at once (the default), or exactly one. */
  multiple?: boolean;
}

/**
 * Finds variants in the catalogue and chooses how many of each: a server-side search over
 * products (title, handle, SKU), a page of products at a time with their variants, and the
 * chosen ones with a quantity field each.
 *
 * @example
 * <VariantPickerDialog open={open} onOpenChange={setOpen} title={t('edits.addItems')}
 *   currencyCode={order.currency_code} onPick={(picked) => add(picked)} />
 */
export function VariantPickerDialog({ open, onOpenChange, ...props }: VariantPickerDialogProps) {
  return (
    <Modal open={open} onClose={() => onOpenChange(false)} size="large">
      {/* Mounted only while open, so every opening starts with an empty search and choice. */}
      {open && <PickerContent {...props} onClose={() => onOpenChange(false)} />}
    </Modal>
  );
}

function PickerContent({
  title,
  onPick,
  currencyCode,
  multiple = true,
  onClose,
}: Omit<VariantPickerDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { t } = useTranslation('variant-picker');
  // The search reads products: a role without `products:read` is told so instead of being
  // shown a refusal (issue 21).
  const readable = usePermissions().can('products:read');
  const search = useVariantSearch(readable);
  const [chosen, setChosen] = useState<PickedVariant[]>([]);
  const [tried, setTried] = useState(false);
  const data = search.query.data;

  const toggle = (product: PickerProduct, variant: PickerVariant, on: boolean) => {
    if (!on) {
      setChosen((list) => list.filter((item) => item.variantId !== variant.id));
      return;
    }
    const price = variantPrice(variant, currencyCode);
    const item: PickedVariant = {
      variantId: variant.id,
      title: variant.title,
      productTitle: product.title,
      sku: variant.sku,
      quantity: 1,
      ...(price === undefined ? {} : { unitPrice: price }),
    };
    setChosen((list) => (multiple ? [...list, item] : [item]));
  };
  const setQuantity = (variantId: string, quantity: number) =>
    setChosen((list) =>
      list.map((item) => (item.variantId === variantId ? { ...item, quantity } : item)),
    );
  const invalid = chosen.some((item) => !isValidQuantity(item.quantity));
  const add = () => {
    setTried(true);
    if (chosen.length === 0 || invalid) return;
    onPick(chosen);
    onClose();
  };

  return (
    <>
      <ModalHeader>
        <ModalTitle>{title}</ModalTitle>
        <ModalDescription>
          {multiple ? t('description.multiple') : t('description.single')}
        </ModalDescription>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-4">
        {readable ? (
          <>
            <Input
              type="search"
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={search.text}
              onChange={(event) => search.setText(event.currentTarget.value)}
            />
            <VariantResults
              products={data?.products}
              isPending={search.query.isPending}
              isError={search.query.isError}
              isFetching={search.query.isFetching}
              onRetry={() => void search.query.refetch()}
              searched={search.q !== ''}
              currencyCode={currencyCode}
              isChosen={(id) => chosen.some((item) => item.variantId === id)}
              onToggle={toggle}
            />
            {data && data.count > PICKER_PAGE_SIZE && (
              <TablePagination
                offset={search.offset}
                limit={PICKER_PAGE_SIZE}
                count={data.count}
                onOffsetChange={search.setOffset}
                formatRange={(range) => t('pagination.range', range)}
                previousLabel={t('pagination.previous')}
                nextLabel={t('pagination.next')}
                label={t('pagination.label')}
                className="px-0"
              />
            )}
          </>
        ) : (
          <p role="note" className="text-sm text-muted-foreground">
            {t('results.noAccess')}
          </p>
        )}
        <ChosenVariants
          chosen={chosen}
          currencyCode={currencyCode}
          showErrors={tried}
          onQuantityChange={setQuantity}
          onRemove={(id) => setChosen((list) => list.filter((item) => item.variantId !== id))}
        />
        {tried && chosen.length === 0 && (
          <p role="alert" className="text-sm text-danger">
            {t('chosen.required')}
          </p>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={add}>{t('actions.add', { n: chosen.length })}</Button>
      </ModalFooter>
    </>
  );
}
