import { Button, Checkbox, Spinner } from '@commerce/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../i18n/format-amount.ts';
import { type PickerProduct, type PickerVariant, variantPrice } from './variant-price.ts';

export interface VariantResultsProps {
  products: readonly PickerProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  searched: boolean;
  currencyCode: string | undefined;
  isChosen: (variantId: string) => boolean;
  onToggle: (product: PickerProduct, variant: PickerVariant, on: boolean) => void;
}

/**
 * One page of found products, each a group of its variants as checkboxes. A checkbox's name
 * carries the product title too (visually the group heading), so a variant called "Default"
 * or "M" is never ambiguous to a screen reader; SKU and price describe it.
 */
export function VariantResults({
  products,
  isPending,
  isError,
  isFetching,
  onRetry,
  searched,
  currencyCode,
  isChosen,
  onToggle,
}: VariantResultsProps) {
  const { t, i18n } = useTranslation('variant-picker');
  const prefix = useId();
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <Spinner size="small" aria-hidden="true" />
        {t('results.loading')}
      </p>
    );
  }
  if (isError && !products) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 py-4 text-sm text-danger">
        <p>{t('results.failed')}</p>
        <Button size="small" variant="secondary" onClick={onRetry}>
          {t('results.retry')}
        </Button>
      </div>
    );
  }
  if (!products || products.length === 0) {
    return (
      <p role="status" className="py-4 text-sm text-muted-foreground">
        {searched ? t('results.noMatch') : t('results.empty')}
      </p>
    );
  }
  return (
    <div
      aria-busy={isFetching || undefined}
      className="flex max-h-80 flex-col gap-3 overflow-y-auto pe-1"
    >
      {products.map((product) => (
        <fieldset key={product.id} className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{product.title}</legend>
          {(product.variants ?? []).length === 0 && (
            <p className="text-xs text-muted-foreground">{t('results.noVariants')}</p>
          )}
          <ul className="flex flex-col gap-1">
            {(product.variants ?? []).map((variant) => {
              const id = `${prefix}-${variant.id}`;
              const price = variantPrice(variant, currencyCode);
              return (
                <li
                  key={variant.id}
                  className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted"
                >
                  <Checkbox
                    id={id}
                    checked={isChosen(variant.id)}
                    aria-describedby={`${id}-details`}
                    onCheckedChange={(on) => onToggle(product, variant, on)}
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 truncate text-sm">
                    <span className="sr-only">{`${product.title},`}</span> {variant.title}
                  </label>
                  <span
                    id={`${id}-details`}
                    className="flex shrink-0 gap-3 text-xs text-muted-foreground"
                  >
                    {variant.sku && <span>{t('variant.sku', { sku: variant.sku })}</span>}
                    {currencyCode && (
                      <span>
                        {price === undefined
                          ? t('variant.noPrice')
                          : formatAmount(price, currencyCode, i18n.language)}
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
