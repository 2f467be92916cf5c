import { useAdminCreateDraftOrder } from '@commerce/client/admin/draft-orders';
import {
  Button,
  Field,
  FieldError,
  FocusModal,
  FocusModalBody,
  FocusModalHeader,
  FocusModalTitle,
  Select,
} from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard.tsx';
import { DraftAddressFields } from './draft-address-fields.tsx';
import { DraftCustomerField } from './draft-customer-field.tsx';
import { DraftItemsField } from './draft-items-field.tsx';
import {
  createDraftOrderBody,
  type DraftOrderValues,
  draftOrderSchema,
  emptyDraftOrder,
} from './draft-order-form.ts';
import { useDraftAccess } from './use-draft-access.ts';
import { useDraftRegions, useDraftShippingOptions } from './use-draft-choices.ts';

/**
 * "Create draft order": a focus modal with the whole form; the new draft opens after. Not
 * offered to a role that cannot change orders or read the regions the form chooses from.
 */
export function CreateDraftOrder() {
  const { t } = useTranslation('draft-orders');
  const [open, setOpen] = useState(false);
  const { editDetails } = useDraftAccess();
  if (!editDetails) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('create.button')}</Button>
      <FocusModal open={open} onClose={() => setOpen(false)}>
        {open && <CreateDraftOrderForm onClose={() => setOpen(false)} />}
      </FocusModal>
    </>
  );
}

function CreateDraftOrderForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('draft-orders');
  const formId = useId();
  const navigate = useNavigate();
  const create = useAdminCreateDraftOrder();
  const form = useForm<DraftOrderValues>({
    resolver: valibotResolver(draftOrderSchema),
    defaultValues: emptyDraftOrder,
  });
  const regionId = useWatch({ control: form.control, name: 'region_id' });
  const regions = useDraftRegions();
  const region = regions.data?.regions.find((r) => r.id === regionId);
  const shipping = useDraftShippingOptions(regionId);
  const errors = form.formState.errors;
  const message = (key: string | undefined) => (key ? [i18n.t(key as MessageKey)] : []);
  const failure = errors.root?.server?.message;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    if (!region) return;
    try {
      const { draft_order } = await create.mutateAsync(
        createDraftOrderBody(values, region.currency_code),
      );
      onClose();
      void navigate({ to: '/a/draft-orders/$id', params: { id: draft_order.id } });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });

  return (
    <FormProvider {...form}>
      <FocusModalHeader
        formId={formId}
        isSaving={create.isPending}
        cancelLabel={t('cancel')}
        saveLabel={t('create.submit')}
      >
        <FocusModalTitle>{t('create.title')}</FocusModalTitle>
      </FocusModalHeader>
      <FocusModalBody>
        <form
          id={formId}
          noValidate
          onSubmit={guard.allowLeavingDuring(submit)}
          className="flex flex-col gap-8"
        >
          {failure && (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
          <DraftCustomerField />
          <Field name="region_id" required>
            <Controller
              name="region_id"
              control={form.control}
              render={({ field }) => (
                <Select
                  label={t('form.region')}
                  required
                  placeholder={regions.isPending ? t('loading') : t('form.choose')}
                  options={(regions.data?.regions ?? []).map((r) => ({
                    value: r.id,
                    label: `${r.name} (${r.currency_code.toUpperCase()})`,
                  }))}
                  value={field.value}
                  onValueChange={(value) => {
                    field.onChange(value);
                    // Options and countries belong to a region: choose them again.
                    form.setValue('shipping_option_id', '');
                    form.setValue('address.country_code', '');
                  }}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
            <FieldError
              messages={
                regions.isError ? [t('form.regionsFailed')] : message(errors.region_id?.message)
              }
            />
          </Field>
          <DraftItemsField currencyCode={region?.currency_code} />
          <Field name="shipping_option_id" required>
            <Controller
              name="shipping_option_id"
              control={form.control}
              render={({ field }) => (
                <Select
                  label={t('form.shipping')}
                  required
                  disabled={!regionId}
                  placeholder={regionId ? t('form.choose') : t('form.regionFirst')}
                  options={(shipping.data?.shipping_options ?? []).map((option) => ({
                    value: option.id,
                    label: option.name,
                  }))}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
            <FieldError messages={message(errors.shipping_option_id?.message)} />
          </Field>
          <DraftAddressFields
            countries={(region?.countries ?? []).map((country) => ({
              value: country.iso_2,
              label: country.display_name,
            }))}
          />
        </form>
      </FocusModalBody>
      {guard.prompt}
    </FormProvider>
  );
}
