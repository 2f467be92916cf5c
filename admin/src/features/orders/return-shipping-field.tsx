import { Select } from '@commerce/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOrderChoicesAccess, useReturnShippingOptions } from './use-order-choices.ts';
import { useOrderMoney } from './use-order-money.ts';

/**
 * The `option_id` field of a return, swap or claim form: how the items travel back, one of
 * the region's return shipping options, or none. Left out for a role that cannot read the
 * region's options (issue 21): the items then come back without a return shipping method.
 */
export function ReturnShippingField({
  regionId,
  currencyCode,
  open,
}: {
  regionId: string;
  currencyCode: string;
  open: boolean;
}) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney(currencyCode);
  const readable = useOrderChoicesAccess().shippingOptions;
  const shipping = useReturnShippingOptions(regionId, open);
  const form = useFormContext<{ option_id: string }>();
  if (!readable) return null;
  return (
    <Controller
      name="option_id"
      control={form.control}
      render={({ field }) => (
        <Select
          label={t('returns.shipping')}
          options={[
            { value: '', label: t('returns.noShipping') },
            ...(shipping.data ?? []).map((option) => ({
              value: option.id,
              label: t('returns.shippingOption', {
                name: option.name,
                price: money(option.amount ?? 0),
              }),
            })),
          ]}
          placeholder={t('returns.noShipping')}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}
