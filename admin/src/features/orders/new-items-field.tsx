import { Button } from '@commerce/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickedVariant, VariantPickerDialog } from '../../lib/variant-picker/index.ts';

/** Picked variants merged by variant: picking one again adds to its quantity. */
export function mergePicked(
  current: readonly PickedVariant[],
  picked: readonly PickedVariant[],
): PickedVariant[] {
  const merged = current.map((item) => ({ ...item }));
  for (const item of picked) {
    const same = merged.find((m) => m.variantId === item.variantId);
    if (same) same.quantity += item.quantity;
    else merged.push({ ...item });
  }
  return merged;
}

export interface NewItemsFieldProps {
  /** The field's name, e.g. "Replacement items". */
  label: string;
  value: readonly PickedVariant[];
  onChange: (items: PickedVariant[]) => void;
  currencyCode: string;
  /** The form's error for the field, already translated. */
  error?: string | undefined;
}

/**
 * New items of a swap or claim: the variants chosen with the variant picker (opened from
 * the button, over the dialog), each removable.
 */
export function NewItemsField({ label, value, onChange, currencyCode, error }: NewItemsFieldProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [picking, setPicking] = useState(false);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('newItems.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {value.map((item) => {
            const name = `${item.productTitle}, ${item.title}`;
            return (
              <li key={item.variantId} className="flex items-center justify-between gap-2">
                <span>{t('lineCount', { quantity: item.quantity, title: name })}</span>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('newItems.remove', { name })}
                  onClick={() => onChange(value.filter((i) => i.variantId !== item.variantId))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div>
        <Button size="small" variant="secondary" onClick={() => setPicking(true)}>
          {t('newItems.add')}
        </Button>
      </div>
      <VariantPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={t('newItems.pickerTitle')}
        currencyCode={currencyCode}
        onPick={(picked) => onChange(mergePicked(value, picked))}
      />
    </fieldset>
  );
}
