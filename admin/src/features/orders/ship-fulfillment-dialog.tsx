import {
  useAdminCreateOrderClaimShipment,
  useAdminCreateOrderShipment,
  useAdminCreateOrderSwapShipment,
} from '@commerce/client/admin/orders';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

const shipmentSchema = v.object({
  tracking: v.pipe(v.string(), v.trim(), v.maxLength(2000, 'orders:ship.trackingTooLong')),
  notify: v.boolean(),
});

/** Tracking numbers as typed: separated by commas, spaces or new lines; repeats dropped. */
export function trackingNumbersOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

export interface ShipFulfillmentDialogProps {
  orderId: string;
  /** For a swap's fulfillment: the swap. */
  swapId?: string | undefined;
  /** For a claim's fulfillment: the claim (its shipments take no notification setting). */
  claimId?: string | undefined;
  /** The fulfillment to mark as shipped; closed without one. */
  fulfillmentId: string | undefined;
  onClose: () => void;
}

/**
 * Marks a fulfillment as shipped with the carrier's tracking numbers: the order's
 * (`…/shipment`) or a swap's (`…/swaps/{swap_id}/shipments`).
 */
export function ShipFulfillmentDialog({
  orderId,
  swapId,
  claimId,
  fulfillmentId,
  onClose,
}: ShipFulfillmentDialogProps) {
  const { t } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const orderShipment = useAdminCreateOrderShipment({ id: orderId });
  const swapShipment = useAdminCreateOrderSwapShipment({ id: orderId, swap_id: swapId ?? '' });
  const claimShipment = useAdminCreateOrderClaimShipment({ id: orderId, claim_id: claimId ?? '' });
  const ship = swapId ? swapShipment : orderShipment;
  const form = useForm({
    resolver: valibotResolver(shipmentSchema),
    defaultValues: { tracking: '', notify: true },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ tracking, notify: tell }) => {
    if (!fulfillmentId) return;
    const tracking_numbers = trackingNumbersOf(tracking);
    try {
      if (claimId)
        await claimShipment.mutateAsync({ fulfillment_id: fulfillmentId, tracking_numbers });
      else
        await ship.mutateAsync({
          fulfillment_id: fulfillmentId,
          tracking_numbers,
          no_notification: !tell,
        });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('ship.done'));
    close();
  });
  return (
    <FormDialog
      open={Boolean(fulfillmentId)}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('ship.title')}
      description={t('ship.description')}
      submitLabel={t('ship.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={ship.isPending || claimShipment.isPending}
    >
      <TextField
        {...form.register('tracking')}
        label={t('ship.tracking')}
        description={t('ship.trackingHint')}
        autoFocus
      />
      {!claimId && <CheckboxField {...form.register('notify')} label={t('ship.notify')} />}
    </FormDialog>
  );
}
