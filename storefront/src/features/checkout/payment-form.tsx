import { type Cart, useCart } from '@commerce/client';
import { Button, FormFieldError, RadioGroup, RadioGroupItem } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkoutErrorKey } from './checkout-errors.ts';
import { CARD_PROVIDER } from './checkout-steps.ts';
import { FormAlert, SERVER_ERROR, TextField } from './form-parts.tsx';
import { providerHintKey, providerLabelKey } from './payment-labels.ts';
import { type CheckoutKey, type PaymentValues, paymentSchema } from './schemas.ts';

export interface PaymentFormProps {
  cart: Cart;
  /** The providers the cart has a payment session with. */
  providers: string[];
  draft: PaymentValues | null;
  onDraftChange(values: PaymentValues): void;
  notice: CheckoutKey | null;
  onDone(cart: Cart): void;
}

/**
 * The provider choice and, for the card provider, the card number, which goes into the
 * session's data (`{card_number}`; the server keeps only its last four digits).
 */
export function PaymentForm({
  cart,
  providers,
  draft,
  onDraftChange,
  notice,
  onDone,
}: PaymentFormProps) {
  const { t } = useTranslation('checkout');
  const { setPaymentSession, updatePaymentSession } = useCart();
  const errorId = useId();
  const selected = cart.payment_session?.provider_id;
  const form = useForm({
    resolver: valibotResolver(paymentSchema),
    defaultValues: draft ?? {
      provider_id: selected ?? (providers.length === 1 ? (providers[0] ?? '') : ''),
      card_number: '',
    },
  });
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) =>
      onDraftChange({
        provider_id: values.provider_id ?? '',
        card_number: values.card_number ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);
  const provider = watch('provider_id');
  const message = form.formState.errors.provider_id?.message;

  const submit = form.handleSubmit(async ({ provider_id, card_number }) => {
    try {
      let next = cart;
      if (next.payment_session?.provider_id !== provider_id) {
        next = (await setPaymentSession.mutateAsync({ provider_id })).cart;
      }
      if (provider_id === CARD_PROVIDER) {
        next = (
          await updatePaymentSession.mutateAsync({
            providerId: provider_id,
            data: { card_number: card_number.replace(/[\s-]/g, '') },
          })
        ).cart;
      }
      onDone(next);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: checkoutErrorKey(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formState.errors.root?.server?.message ?? notice ?? undefined} />
        <RadioGroup
          label={t('payment.label')}
          name="provider_id"
          required
          aria-describedby={message ? errorId : undefined}
        >
          {providers.map((id) => {
            const label = providerLabelKey(id);
            const hint = providerHintKey(id);
            return (
              <div key={id} className="rounded-md border border-border p-3">
                <RadioGroupItem
                  value={id}
                  {...form.register('provider_id')}
                  aria-describedby={hint ? `${errorId}-${id}` : undefined}
                >
                  {label ? t(label) : id}
                </RadioGroupItem>
                {hint && (
                  <p id={`${errorId}-${id}`} className="ms-6 text-sm text-muted-foreground">
                    {t(hint)}
                  </p>
                )}
              </div>
            );
          })}
        </RadioGroup>
        <FormFieldError
          id={errorId}
          size="medium"
          messages={message ? [t(message as CheckoutKey)] : []}
        />
        {provider === CARD_PROVIDER && (
          <TextField
            {...form.register('card_number')}
            label={t('payment.cardNumber')}
            description={t('payment.cardHint')}
            autoComplete="cc-number"
            inputMode="numeric"
            required
          />
        )}
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
