import {
  type StoreListReturnReasonsData,
  useStoreListReturnReasons,
} from '@commerce/client/store/return-reasons';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  NumberInput,
  Select,
  type SelectOption,
  useFieldError,
} from '@commerce/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReturnableLine } from '../../lib/orders/returnable.ts';
import type { OrdersKey } from './order-errors.ts';
import { CheckRow } from './page-parts.tsx';
import type { PickedItems } from './schemas.ts';

type Reason = StoreListReturnReasonsData['return_reasons'][number];

/**
 * The reasons as one list: each top-level reason, then its children named after it
 * ("Wrong size: too small"), since reasons nest one level (server/README.md).
 */
export function reasonOptions(reasons: readonly Reason[]): SelectOption[] {
  return reasons.flatMap((reason) => [
    { value: reason.id, label: reason.label },
    ...(reason.return_reason_children ?? []).map((child) => ({
      value: child.id,
      label: `${reason.label}: ${child.label}`,
    })),
  ]);
}

/**
 * The order's lines that can go back: tick a line, then say how many units (up to what can
 * still be returned) and, if the shopper likes, why (`GET /store/return-reasons`).
 * Works inside a `FormProvider` of `PickedItems`.
 */
export function ItemPicker({ lines, legend }: { lines: ReturnableLine[]; legend: string }) {
  const { t } = useTranslation('orders');
  const form = useFormContext<PickedItems>();
  const reasons = useStoreListReturnReasons();
  const options = reasonOptions(reasons.data?.return_reasons ?? []);
  const items = form.watch('items');
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-medium">{legend}</legend>
      {lines.map(({ line, max }, index) => (
        <div key={line.id} className="space-y-3 rounded-md border border-border p-3">
          <CheckRow
            {...form.register(`items.${index}.selected`)}
            label={
              line.description
                ? t('items.lineWithVariant', { title: line.title, variant: line.description })
                : line.title
            }
          />
          {items[index]?.selected && (
            <div className="grid gap-4 ps-7 sm:grid-cols-2">
              <QuantityField index={index} max={max} />
              {options.length > 0 && (
                <Controller
                  control={form.control}
                  name={`items.${index}.reason_id`}
                  render={({ field }) => (
                    <div className="flex flex-col gap-1.5">
                      <Select
                        label={t('items.reason')}
                        placeholder={t('items.noReason')}
                        options={[{ value: '', label: t('items.noReason') }, ...options]}
                        value={field.value}
                        onValueChange={field.onChange}
                        onBlur={field.onBlur}
                        name={field.name}
                      />
                    </div>
                  )}
                />
              )}
            </div>
          )}
        </div>
      ))}
      {reasons.isError && (
        <p className="text-sm text-muted-foreground">{t('items.reasonsFailed')}</p>
      )}
    </fieldset>
  );
}

function QuantityField({ index, max }: { index: number; max: number }) {
  const { t } = useTranslation('orders');
  const form = useFormContext<PickedItems>();
  const name = `items.${index}.quantity` as const;
  const message = useFieldError(name)?.message;
  return (
    <Field name={name} required>
      <FieldLabel>{t('items.quantity')}</FieldLabel>
      <NumberInput
        {...form.register(name, { valueAsNumber: true })}
        min={1}
        max={max}
        incrementLabel={t('items.more')}
        decrementLabel={t('items.less')}
      />
      <FieldDescription>{t('items.upTo', { max })}</FieldDescription>
      <FieldError size="medium" messages={message ? [t(message as OrdersKey)] : []} />
    </Field>
  );
}
