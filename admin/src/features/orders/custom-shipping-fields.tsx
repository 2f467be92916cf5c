import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useOutboundShippingOptions } from './use-order-choices.ts';
import { useOrderMoney } from './use-order-money.ts';

/**
 * The swap's custom shipping options (`custom_prices.{option id}`): a price field per
 * outbound shipping option of the region; a filled one ships the new items at that price.
 */
export function CustomShippingFields({
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
  const options = useOutboundShippingOptions(regionId, open);
  const form = useFormContext<{ custom_prices: Record<string, string> }>();
  if (!options.data || options.data.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('swaps.create.customShipping')}</legend>
      <p className="text-xs text-muted-foreground">{t('swaps.create.customShippingHint')}</p>
      {options.data.map((option) => (
        <TextField
          key={option.id}
          {...form.register(`custom_prices.${option.id}`)}
          label={t('swaps.create.customPrice', {
            name: option.name,
            currency: currencyCode.toUpperCase(),
          })}
          description={t('swaps.create.usualPrice', { price: money(option.amount ?? 0) })}
          inputMode="decimal"
        />
      ))}
    </fieldset>
  );
}
