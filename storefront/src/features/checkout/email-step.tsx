import { type Cart, useCart } from '@commerce/client';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Shopper } from '../../lib/shopper/shopper.ts';
import { checkoutErrorKey } from './checkout-errors.ts';
import { FormAlert, SERVER_ERROR, TextField } from './form-parts.tsx';
import { emailSchema } from './schemas.ts';

export interface EmailStepProps {
  cart: Cart;
  shopper: Shopper | null;
  onDone(cart: Cart): void;
}

/** The shopper's email, where the order confirmation goes (`POST /store/carts/{id}`). */
export function EmailStep({ cart, shopper, onDone }: EmailStepProps) {
  const { t } = useTranslation('checkout');
  const { updateCart } = useCart();
  const form = useForm({
    resolver: valibotResolver(emailSchema),
    defaultValues: { email: cart.email ?? shopper?.email ?? '' },
  });

  // The signed-in customer may be known only after the step opened: fill in their email then.
  const { getValues, setValue } = form;
  const shopperEmail = shopper?.email;
  useEffect(() => {
    if (shopperEmail && !getValues('email')) setValue('email', shopperEmail);
  }, [shopperEmail, getValues, setValue]);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { cart: next } = await updateCart.mutateAsync({ email });
      onDone(next);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: checkoutErrorKey(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <TextField
          {...form.register('email')}
          label={t('email.label')}
          description={t('email.hint')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <Button type="submit" size="large" className="self-start" isLoading={updateCart.isPending}>
          {t('step.continue')}
        </Button>
      </form>
    </FormProvider>
  );
}
