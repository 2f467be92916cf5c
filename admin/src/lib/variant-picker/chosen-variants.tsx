import { Button, FieldError, NumberInput } from '@commerce/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../i18n/format-amount.ts';
import type { PickedVariant } from './picked-variant.ts';

/** A chosen variant with its quantity as typed (NaN while the field is empty). */
export type ChosenVariant = PickedVariant;

/** Whether a typed quantity can be added: a whole number of at least 1. */
export const isValidQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1;

export interface ChosenVariantsProps {
  chosen: readonly ChosenVariant[];
  currencyCode: string | undefined;
  /** Show quantity errors (after a first attempt to add). */
  showErrors: boolean;
  onQuantityChange: (variantId: string, quantity: number) => void;
  onRemove: (variantId: string) => void;
}

/** The chosen variants, each with a quantity field and a remove button. */
export function ChosenVariants({
  chosen,
  currencyCode,
  showErrors,
  onQuantityChange,
  onRemove,
}: ChosenVariantsProps) {
  const { t, i18n } = useTranslation('variant-picker');
  const prefix = useId();
  return (
    <section aria-labelledby={`${prefix}-heading`} className="flex flex-col gap-2">
      <h3 id={`${prefix}-heading`} className="text-sm font-medium">
        {t('chosen.heading', { n: chosen.length })}
      </h3>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('chosen.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {chosen.map((item) => {
            const id = `${prefix}-${item.variantId}`;
            const name = `${item.productTitle}, ${item.title}`;
            const invalid = showErrors && !isValidQuantity(item.quantity);
            return (
              <li key={item.variantId} className="flex flex-wrap items-center gap-2">
                <label htmlFor={id} className="flex min-w-0 flex-1 flex-col text-sm">
                  <span className="truncate font-medium">{item.productTitle}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {item.title}
                    {item.unitPrice !== undefined && currencyCode
                      ? ` · ${formatAmount(item.unitPrice, currencyCode, i18n.language)}`
                      : ''}
                  </span>
                </label>
                <div className="flex flex-col items-end gap-1">
                  <NumberInput
                    id={id}
                    aria-label={t('chosen.quantity', { name })}
                    min={1}
                    step={1}
                    value={Number.isNaN(item.quantity) ? '' : item.quantity}
                    onChange={(event) =>
                      onQuantityChange(item.variantId, event.currentTarget.valueAsNumber)
                    }
                    invalid={invalid}
                    aria-describedby={invalid ? `${id}-error` : undefined}
                    incrementLabel={t('chosen.increase', { name })}
                    decrementLabel={t('chosen.decrease', { name })}
                    className="w-28"
                  />
                  {invalid && <FieldError id={`${id}-error`} messages={[t('chosen.invalid')]} />}
                </div>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('chosen.remove', { name })}
                  onClick={() => onRemove(item.variantId)}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
