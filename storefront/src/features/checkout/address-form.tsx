import type { Cart } from '@commerce/client';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from './address-fields.tsx';
import { checkoutErrorKey } from './checkout-errors.ts';
import { FormAlert, SERVER_ERROR } from './form-parts.tsx';
import { type AddressValues, addressSchema, type CheckoutKey } from './schemas.ts';

export interface AddressFormProps {
  defaultValues: AddressValues;
  countries: readonly string[];
  countryHint?: string;
  /** Saves the address on the cart; a refusal is shown above the fields. */
  onSave(values: AddressValues): Promise<Cart>;
  onDone(cart: Cart): void;
}

/** A new address for the cart (shipping or billing), checked before it is sent. */
export function AddressForm({
  defaultValues,
  countries,
  countryHint,
  onSave,
  onDone,
}: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const form = useForm({ resolver: valibotResolver(addressSchema), defaultValues });

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await onSave(values));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: checkoutErrorKey(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <AddressFields countries={countries} countryHint={countryHint} />
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

export interface ConfirmFormProps {
  /** Saves the choice on the cart; a refusal is shown above the button. */
  onSave(): Promise<Cart>;
  onDone(cart: Cart): void;
  children?: ReactNode;
}

/** A step whose choice is already made above (a saved address, same as shipping): Continue. */
export function ConfirmForm({ onSave, onDone, children }: ConfirmFormProps) {
  const { t } = useTranslation('checkout');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CheckoutKey | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      onDone(await onSave());
    } catch (error) {
      setFailure(checkoutErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      {children}
      <Button type="submit" size="large" className="self-start" isLoading={busy}>
        {t('step.continue')}
      </Button>
    </form>
  );
}
