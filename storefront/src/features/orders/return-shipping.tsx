import type { MoneyRegion } from '@commerce/client';
import {
  type StoreListShippingOptionsData,
  useStoreListShippingOptions,
} from '@commerce/client/store/shipping-options';
import { FormFieldError, RadioGroup, RadioGroupItem } from '@commerce/ui';
import { useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shippingOptionAmount } from '../../lib/money/tax-amounts.ts';
import { type TaxRegion, taxDisplayOf } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';
import type { OrdersKey } from './order-errors.ts';
import { Loading } from './page-parts.tsx';
import type { PickedItems } from './schemas.ts';

export type ReturnOption = StoreListShippingOptionsData['shipping_options'][number];

/**
 * The return shipping options of the order's region
 * (`GET /store/shipping-options?is_return=true&region_id=`), read for the whole form so
 * its submit knows whether one must be chosen.
 */
export function useReturnOptions(regionId: string) {
  const query = useStoreListShippingOptions({ is_return: true, region_id: regionId });
  // The list may hold outbound options when a server ignores the filter: keep returns only.
  const options = (query.data?.shipping_options ?? []).filter((option) => option.is_return);
  return { query, options };
}

/**
 * How the items travel back: one of the region's return options, with its price under the
 * region's tax display rule (as the checkout's delivery options show theirs).
 */
export function ReturnShippingChoice({
  query,
  options,
  region,
}: ReturnType<typeof useReturnOptions> & { region: MoneyRegion & TaxRegion }) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const form = useFormContext<PickedItems>();
  const errorId = useId();
  const message = form.formState.errors.option_id?.message;
  // A single way back is no choice: it is chosen, and the shopper still sees its price.
  const only = options.length === 1 ? options[0]?.id : undefined;
  useEffect(() => {
    if (only && !form.getValues('option_id')) form.setValue('option_id', only);
  }, [only, form]);
  if (query.isPending) return <Loading label={t('returnShipping.loading')} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('returnShipping.failed')}
      </p>
    );
  }
  if (options.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('returnShipping.none')}</p>;
  }
  const price = (option: ReturnOption) => {
    const amount = shippingOptionAmount(option, taxDisplayOf(region), region);
    return amount === 0 ? t('returnShipping.free') : formatTotal(amount, region);
  };
  return (
    <div className="space-y-2">
      <RadioGroup
        label={t('returnShipping.label')}
        name="option_id"
        required
        aria-describedby={message ? errorId : undefined}
      >
        {options.map((option) => (
          <RadioGroupItem
            key={option.id}
            value={option.id}
            {...form.register('option_id')}
            className="w-full rounded-md border border-border p-3"
          >
            <span className="flex flex-1 justify-between gap-4">
              <span>{option.name}</span>
              <span className="tabular-nums">{price(option)}</span>
            </span>
          </RadioGroupItem>
        ))}
      </RadioGroup>
      <FormFieldError
        id={errorId}
        size="medium"
        messages={message ? [t(message as OrdersKey)] : []}
      />
      <p className="text-sm text-muted-foreground">{t('returnShipping.hint')}</p>
    </div>
  );
}
