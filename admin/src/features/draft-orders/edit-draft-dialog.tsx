import { useAdminUpdateDraftOrder } from '@commerce/client/admin/draft-orders';
import { Button, Field, FieldDescription, FieldError, notify, Select } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { DraftEditAddress } from './draft-edit-address.tsx';
import {
  type DraftEditValues,
  draftEditBody,
  draftEditSchema,
  draftEditValues,
} from './draft-edit-form.ts';
import type { DraftCart, DraftOrderDetailData } from './draft-order-detail-types.ts';
import { useDraftRegions } from './use-draft-choices.ts';

/** "Edit details" on an open draft: its email, region and addresses, in a dialog. */
export function EditDraftDialog({ draft, cart }: { draft: DraftOrderDetailData; cart: DraftCart }) {
  const { t } = useTranslation('draft-orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('edit.button')}
      </Button>
      {open && <EditDraftForm draft={draft} cart={cart} onClose={() => setOpen(false)} />}
    </>
  );
}

function EditDraftForm({
  draft,
  cart,
  onClose,
}: {
  draft: DraftOrderDetailData;
  cart: DraftCart;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('draft-orders');
  const update = useAdminUpdateDraftOrder({ id: draft.id });
  const initial = draftEditValues(cart);
  const form = useForm<DraftEditValues>({
    resolver: valibotResolver(draftEditSchema),
    defaultValues: initial,
  });
  const regionId = useWatch({ control: form.control, name: 'region_id' });
  const billingSame = useWatch({ control: form.control, name: 'billing_same' });
  const regions = useDraftRegions();
  const region = regions.data?.regions.find((r) => r.id === regionId);
  const countries = (region?.countries ?? []).map((country) => ({
    value: country.iso_2,
    label: country.display_name,
  }));
  const regionError = form.formState.errors.region_id?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(draftEditBody(values, initial.region_id));
      notify.success(t('edit.done', { number: draft.display_id }));
      onClose();
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t('edit.title')}
      description={t('edit.description', { number: draft.display_id })}
      submitLabel={t('edit.submit')}
      cancelLabel={t('cancel')}
      isPending={update.isPending}
    >
      <TextField {...form.register('email')} type="email" label={t('form.email')} required />
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
                // Countries belong to a region: choose them again.
                form.setValue('shipping.country_code', '');
                form.setValue('billing.country_code', '');
              }}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        />
        <FieldDescription>{t('edit.regionHint')}</FieldDescription>
        <FieldError
          messages={
            regions.isError
              ? [t('form.regionsFailed')]
              : regionError
                ? [i18n.t(regionError as MessageKey)]
                : []
          }
        />
      </Field>
      <DraftEditAddress
        prefix="shipping"
        legend={t('form.shippingAddress')}
        countries={countries}
      />
      <CheckboxField {...form.register('billing_same')} label={t('edit.billingSame')} />
      {!billingSame && (
        <DraftEditAddress
          prefix="billing"
          legend={t('edit.billingAddress')}
          countries={countries}
        />
      )}
    </FormDialog>
  );
}
