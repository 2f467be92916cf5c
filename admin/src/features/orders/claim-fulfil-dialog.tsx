import { useAdminCreateOrderClaimFulfillment } from '@commerce/client/admin/orders';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { LocationField } from './location-field.tsx';

const fulfilSchema = v.object({ location_id: v.string(), notify: v.boolean() });

export interface ClaimFulfilDialogProps {
  orderId: string;
  claimId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Fulfils a claim's replacement items (`…/claims/{claim_id}/fulfillments`): every unit not
 * yet fulfilled, from the chosen stock location or the store's default one.
 */
export function ClaimFulfilDialog({ orderId, claimId, open, onClose }: ClaimFulfilDialogProps) {
  const { t } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const fulfil = useAdminCreateOrderClaimFulfillment({ id: orderId, claim_id: claimId });
  const form = useForm({
    resolver: valibotResolver(fulfilSchema),
    defaultValues: { location_id: '', notify: true },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ location_id, notify: tell }) => {
    try {
      await fulfil.mutateAsync({
        ...(location_id ? { location_id } : {}),
        no_notification: !tell,
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('claims.actions.fulfil.done'));
    close();
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('claims.actions.fulfil.title')}
      description={t('claims.actions.fulfil.description')}
      submitLabel={t('claims.actions.fulfil.button')}
      cancelLabel={t('actions.cancel')}
      isPending={fulfil.isPending}
    >
      <LocationField open={open} />
      <CheckboxField {...form.register('notify')} label={t('fulfillments.notify')} />
    </FormDialog>
  );
}
