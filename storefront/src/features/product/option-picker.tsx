import { LiteRadioGroup } from '@commerce/ui/lite';
import { useTranslation } from 'react-i18next';
import type { ProductDetail, ProductVariantDetail } from './product-types.ts';
import { type OptionSelection, optionValues, variantFor } from './resolve-variant.ts';
import { stockOf } from './stock.ts';

interface OptionPickerProps {
  product: ProductDetail;
  selection: OptionSelection;
  onChange(selection: OptionSelection): void;
}

/**
 * One group of option boxes per option (Size, Color…): arrow keys move within, Tab between
 * groups. A value whose variant, with the other options as chosen, is sold out is struck
 * through and described as out of stock; it can still be chosen, to see so.
 */
export function OptionPicker({ product, selection, onChange }: OptionPickerProps) {
  const { t } = useTranslation('catalog');
  const variants = product.variants ?? [];
  const optionIds = (product.options ?? []).map((option) => option.id);
  return (
    <div className="space-y-4">
      {(product.options ?? []).map((option) => {
        const values = optionValues(variants, option.id);
        return (
          <LiteRadioGroup
            key={option.id}
            label={option.title}
            name={`option-${option.id}`}
            appearance="button"
            value={selection[option.id] ?? ''}
            values={values}
            unavailable={values.filter((value) =>
              isSoldOut(variantFor(variants, optionIds, { ...selection, [option.id]: value })),
            )}
            unavailableText={t('product.outOfStock')}
            onValueChange={(value) => onChange({ ...selection, [option.id]: value })}
          />
        );
      })}
    </div>
  );
}

function isSoldOut(variant: ProductVariantDetail | undefined): boolean {
  return variant !== undefined && stockOf(variant).state === 'out_of_stock';
}
