import { Button, FieldError, Input, NumberInput } from '@commerce/ui';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { type PickedVariant, VariantPickerDialog } from '../../lib/variant-picker/index.ts';
import type { DraftOrderValues } from './draft-order-form.ts';
import { useDraftAccess } from './use-draft-access.ts';

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

/**
 * The new draft's lines: variants picked from the catalogue (priced by the server) and
 * custom items with a title and a price, each with its quantity.
 */
export function DraftItemsField({ currencyCode }: { currencyCode: string | undefined }) {
  const { t, i18n } = useTranslation('draft-orders');
  const form = useFormContext<DraftOrderValues>();
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'fieldKey' });
  const [picking, setPicking] = useState(false);
  const { catalogue } = useDraftAccess();
  const error = form.formState.errors.items;
  const message = error?.message ?? error?.root?.message;
  const lineMessage = (index: number) =>
    error?.[index]?.title?.message ?? error?.[index]?.quantity?.message;

  const addPicked = (picked: PickedVariant[]) =>
    items.append(
      picked.map((variant) => ({
        key: newKey(),
        variant_id: variant.variantId,
        title: `${variant.productTitle} · ${variant.title}`,
        price: '',
        quantity: variant.quantity,
      })),
    );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{t('form.items')}</legend>
      {items.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('form.noItems')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {items.fields.map((item, index) => {
            const custom = item.variant_id === '';
            const name = custom ? t('form.customItem', { position: index + 1 }) : item.title;
            return (
              <li key={item.fieldKey} className="flex flex-wrap items-end gap-3 p-3">
                {custom ? (
                  <>
                    <Input
                      {...form.register(`items.${index}.title`)}
                      aria-label={t('form.itemTitle', { name })}
                      placeholder={t('form.itemTitlePlaceholder')}
                      className="min-w-48 flex-1"
                    />
                    <Input
                      {...form.register(`items.${index}.price`)}
                      inputMode="decimal"
                      aria-label={t('form.itemPrice', {
                        name,
                        currency: (currencyCode ?? '').toUpperCase(),
                      })}
                      placeholder="0.00"
                      className="w-28"
                    />
                  </>
                ) : (
                  <span className="min-w-48 flex-1 text-sm">{item.title}</span>
                )}
                <NumberInput
                  {...form.register(`items.${index}.quantity`, { valueAsNumber: true })}
                  aria-label={t('form.itemQuantity', { name })}
                  min={1}
                  className="w-28"
                  incrementLabel={t('lines.increase')}
                  decrementLabel={t('lines.decrease')}
                />
                <Button variant="secondary" size="small" onClick={() => items.remove(index)}>
                  {t('form.removeItem', { name })}
                </Button>
                {lineMessage(index) && (
                  <p className="basis-full text-sm text-danger">
                    {i18n.t(lineMessage(index) as MessageKey)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FieldError messages={message ? [i18n.t(message as MessageKey)] : []} />
      <div className="flex flex-wrap gap-2">
        {catalogue && (
          <Button
            variant="secondary"
            size="small"
            disabled={!currencyCode}
            onClick={() => setPicking(true)}
          >
            {t('lines.addFromCatalogue')}
          </Button>
        )}
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            items.append({ key: newKey(), variant_id: '', title: '', price: '', quantity: 1 })
          }
        >
          {t('lines.addCustom')}
        </Button>
      </div>
      {!currencyCode && <p className="text-xs text-muted-foreground">{t('form.regionFirst')}</p>}
      <VariantPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={t('lines.pickTitle')}
        onPick={addPicked}
        {...(currencyCode ? { currencyCode } : {})}
      />
    </fieldset>
  );
}
