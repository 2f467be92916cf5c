import {
  useAdminCreateProductVariant,
  useAdminUpdateProductVariant,
} from '@commerce/client/admin/products';
import { notify } from '@commerce/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import {
  type DenominationPrices,
  denominationPrices,
  denominationTitle,
  invalidCurrencies,
  newDenominationBody,
  pricesBody,
} from './denomination-values.ts';
import type { Denomination, GiftCardProduct } from './use-gift-card-product.ts';

export interface DenominationDialogProps {
  open: boolean;
  onClose: () => void;
  product: GiftCardProduct;
  /** The store's currencies, the default one first. */
  currencies: readonly string[];
  /** The denomination edited; a new one when absent. */
  denomination?: Denomination;
}

/** Adds a denomination, or changes one's prices: an amount per store currency. */
export function DenominationDialog(props: DenominationDialogProps) {
  const { open, onClose, product, currencies, denomination } = props;
  const { t, i18n } = useTranslation('gift-cards');
  const [main = 'eur'] = currencies;
  const form = useForm<{ prices: DenominationPrices }>({
    values: { prices: denominationPrices(currencies, denomination) },
  });
  const create = useAdminCreateProductVariant({ id: product.id });
  const update = useAdminUpdateProductVariant({
    id: product.id,
    variant_id: denomination?.id ?? '',
  });
  const save = (prices: DenominationPrices) => {
    const title = denominationTitle(prices, main, i18n.language);
    if (!denomination) {
      const optionId = product.options?.[0]?.id;
      const body = newDenominationBody(title, optionId, prices);
      return create.mutateAsync(body);
    }
    // A variant's prices are replaced as a whole: its region prices are sent back as they are.
    const regional = (denomination.prices ?? [])
      .filter((price) => price.region_id && !price.price_list_id)
      .map((price) => ({
        id: price.id,
        region_id: price.region_id as string,
        amount: price.amount,
      }));
    return update.mutateAsync({ title, prices: [...pricesBody(prices), ...regional] });
  };
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ prices }) => {
    const refused = invalidCurrencies(prices, main);
    for (const currency of refused) {
      form.setError(`prices.${currency}`, { message: 'gift-cards:validation.denomination' });
    }
    if (refused.length > 0) return;
    try {
      await save(prices);
      notify.success(
        t(denomination ? 'product.denominationSaved' : 'product.denominationAdded', {
          title: denominationTitle(prices, main, i18n.language),
        }),
      );
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={
        denomination
          ? t('product.editDenomination', { title: denomination.title })
          : t('product.addDenomination')
      }
      description={t('product.denominationHint')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      {currencies.map((currency, index) => (
        <TextField
          key={currency}
          {...form.register(`prices.${currency}`)}
          label={t('product.amountIn', { currency: currency.toUpperCase() })}
          inputMode="decimal"
          required={currency === main}
          autoFocus={index === 0}
        />
      ))}
    </FormDialog>
  );
}
