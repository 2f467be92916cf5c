import { type Cart, useCart } from '@commerce/client';
import {
  type StoreListCartShippingOptionsData,
  useStoreListCartShippingOptions,
} from '@commerce/client/store/shipping-options';
import { Button, FormFieldError, RadioGroup, RadioGroupItem, Spinner } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shippingOptionAmount } from '../../lib/money/tax-amounts.ts';
import { taxDisplayOf } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';
import { checkoutErrorKey } from './checkout-errors.ts';
import { FormAlert, SERVER_ERROR } from './form-parts.tsx';
import { type CheckoutKey, deliverySchema } from './schemas.ts';

type ShippingOption = StoreListCartShippingOptionsData['shipping_options'][number];

export interface DeliveryStepProps {
  cart: Cart;
  onDone(cart: Cart): void;
}

/** How the order ships: the options the server offers this cart (`GET /store/shipping-options/{cart_id}`). */
export function DeliveryStep({ cart, onDone }: DeliveryStepProps) {
  const { t } = useTranslation('checkout');
  // Read afresh: the options depend on the address and the lines, which may just have changed.
  const query = useStoreListCartShippingOptions({ cart_id: cart.id }, { staleTime: 0 });

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex items-center gap-3">
        <Spinner label={t('delivery.loading')} />
        <span>{t('delivery.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-danger">
          {t('delivery.error')} {t(checkoutErrorKey(query.error))}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const options = query.data.shipping_options.filter((option) => !option.is_return);
  if (options.length === 0) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('delivery.empty')}
      </p>
    );
  }
  return <DeliveryForm cart={cart} options={options} onDone={onDone} />;
}

function DeliveryForm({
  cart,
  options,
  onDone,
}: DeliveryStepProps & { options: ShippingOption[] }) {
  const { t } = useTranslation('checkout');
  const { addShippingMethod } = useCart();
  const { formatTotal } = useMoney();
  const errorId = useId();
  const chosen = cart.shipping_methods?.[0]?.shipping_option_id;
  const form = useForm({
    resolver: valibotResolver(deliverySchema),
    defaultValues: {
      option_id:
        options.find((option) => option.id === chosen)?.id ??
        (options.length === 1 ? (options[0]?.id ?? '') : ''),
    },
  });
  const message = form.formState.errors.option_id?.message;
  const region = cart.region;

  const submit = form.handleSubmit(async ({ option_id }) => {
    try {
      const { cart: next } = await addShippingMethod.mutateAsync({ option_id });
      onDone(next);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: checkoutErrorKey(error) });
    }
  });

  // The price as the summary shows it once chosen (the region's tax display rule).
  const price = (option: ShippingOption) => {
    const amount = shippingOptionAmount(option, taxDisplayOf(region), region);
    if (amount === 0) return t('delivery.free');
    return region ? formatTotal(amount, region) : '';
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <RadioGroup
          label={t('delivery.label')}
          name="option_id"
          required
          aria-describedby={message ? errorId : undefined}
        >
          {options.map((option) => (
            <RadioGroupItem
              key={option.id}
              value={option.id}
              {...form.register('option_id')}
              className="w-full justify-between rounded-md border border-border p-3"
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
          messages={message ? [t(message as CheckoutKey)] : []}
        />
        <Button
          type="submit"
          size="large"
          className="self-start"
          isLoading={form.formState.isSubmitting}
        >
          {t('step.continue')}
        </Button>
      </form>
    </FormProvider>
  );
}
