import { type AdminGetStoreData, useAdminUpdateStore } from '@commerce/client/admin/store';
import { Button, notify, Section, Select } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard.tsx';
import { type StoreDetailsValues, storeDetailsSchema, TEMPLATES } from './store-details-schema.ts';

type Store = AdminGetStoreData['store'];

/** The store's name, default currency and link templates; only changed fields are sent. */
export function StoreDetailsForm({ store }: { store: Store }) {
  const { t, i18n } = useTranslation('team');
  const update = useAdminUpdateStore();
  const form = useForm<StoreDetailsValues>({
    resolver: valibotResolver(storeDetailsSchema),
    values: {
      name: store.name,
      default_currency_code: store.default_currency_code,
      swap_link_template: store.swap_link_template ?? '',
      payment_link_template: store.payment_link_template ?? '',
      invite_link_template: store.invite_link_template ?? '',
    },
  });
  const failure = form.formState.errors.root?.server?.message;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const currencies = (store.currencies ?? []).map((currency) => ({
    value: currency.code,
    label: `${currency.code.toUpperCase()} · ${currency.name}`,
  }));
  const submit = form.handleSubmit(async (values) => {
    const dirty = form.formState.dirtyFields;
    const changes = Object.fromEntries(
      Object.entries(values).filter(([key]) => dirty[key as keyof StoreDetailsValues]),
    );
    try {
      await update.mutateAsync(changes);
      // Saved values are the new starting point: leaving now loses nothing.
      form.reset(values);
      notify.success(t('store.saved'));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });
  return (
    <Section title={t('store.detailsTitle')} description={t('store.detailsDescription')}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={guard.allowLeavingDuring(submit)}
          className="flex max-w-2xl flex-col gap-4"
        >
          {failure && (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
          <TextField {...form.register('name')} label={t('store.name')} required />
          <Controller
            control={form.control}
            name="default_currency_code"
            render={({ field }) => (
              <Select
                label={t('store.defaultCurrency')}
                required
                options={currencies}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          {TEMPLATES.map((name) => (
            <TextField
              key={name}
              {...form.register(name)}
              label={t(`store.templates.${name}`)}
              description={t(`store.templates.${name}_hint`)}
              dir="ltr"
            />
          ))}
          <Button
            type="submit"
            className="w-fit"
            isLoading={update.isPending}
            disabled={!form.formState.isDirty}
          >
            {t('actions.save')}
          </Button>
        </form>
      </FormProvider>
      {guard.prompt}
    </Section>
  );
}
