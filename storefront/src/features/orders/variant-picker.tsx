import type { MoneyRegion } from '@commerce/client';
import { useStoreListProducts } from '@commerce/client/store/products';
import {
  Button,
  Combobox,
  type ComboboxOption,
  Field,
  FieldLabel,
  NumberInput,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPrice } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';
import { Loading } from './page-parts.tsx';

/** A new item the shopper receives in the exchange. */
export interface NewItem {
  variant_id: string;
  quantity: number;
  /** "Product – Variant · price", as the picker showed it. */
  label: string;
}

/** Products offered in an exchange: the first page of the catalogue, priced in the region. */
const CATALOGUE_PAGE = 100;

export interface VariantPickerProps {
  regionId: string;
  region: MoneyRegion & { includes_tax?: boolean };
  items: NewItem[];
  onChange(items: NewItem[]): void;
}

/**
 * The new variants of an exchange: the shopper types to find a product variant of the
 * catalogue (`GET /store/products?region_id=`, priced as the catalogue shows it, under the
 * region's tax display rule), chooses how many, and adds it; added items can be removed.
 */
export function VariantPicker({ regionId, region, items, onChange }: VariantPickerProps) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const products = useStoreListProducts({ region_id: regionId, limit: CATALOGUE_PAGE });
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState(1);

  const options: ComboboxOption[] = (products.data?.products ?? []).flatMap((product) =>
    (product.variants ?? []).map((variant) => {
      const price = formatTotal(unitPrice(variant, region).current, region);
      const soldOut =
        variant.manage_inventory && !variant.allow_backorder && variant.inventory_quantity <= 0;
      const name = `${product.title} – ${variant.title} · ${price}`;
      return {
        value: variant.id,
        label: soldOut ? t('newItems.soldOut', { name }) : name,
        disabled: soldOut,
      };
    }),
  );

  const add = () => {
    const option = options.find((candidate) => candidate.value === variantId);
    if (!option || quantity < 1) return;
    const existing = items.find((item) => item.variant_id === variantId);
    onChange(
      existing
        ? items.map((item) =>
            item === existing ? { ...item, quantity: item.quantity + quantity } : item,
          )
        : [...items, { variant_id: variantId, quantity, label: option.label }],
    );
    setVariantId('');
    setQuantity(1);
  };

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-medium">{t('newItems.legend')}</legend>
      {products.isPending && <Loading label={t('newItems.loading')} />}
      {products.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('newItems.failed')}
        </p>
      )}
      {products.isSuccess && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <Combobox
              label={t('newItems.variant')}
              placeholder={t('newItems.search')}
              emptyLabel={t('newItems.noMatch')}
              options={options}
              value={variantId}
              onValueChange={setVariantId}
            />
          </div>
          <Field className="w-40">
            <FieldLabel>{t('newItems.quantity')}</FieldLabel>
            <NumberInput
              min={1}
              max={99}
              value={quantity}
              onChange={(event) => setQuantity(event.currentTarget.valueAsNumber || 1)}
              incrementLabel={t('items.more')}
              decrementLabel={t('items.less')}
            />
          </Field>
          <Button type="button" variant="secondary" onClick={add} disabled={!variantId}>
            {t('newItems.add')}
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('newItems.none')}</p>
      ) : (
        <ul aria-label={t('newItems.chosen')} className="divide-y divide-border border-y">
          {items.map((item) => (
            <li key={item.variant_id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="flex-1">{item.label}</span>
              <span>{t('items.count', { quantity: item.quantity })}</span>
              <Button
                type="button"
                variant="ghost"
                size="small"
                aria-label={t('newItems.removeNamed', { name: item.label })}
                onClick={() => onChange(items.filter((other) => other !== item))}
              >
                {t('newItems.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
