import { useAdminUpdateOrderClaim } from '@commerce/client/admin/orders';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { CLAIM_REASONS, ClaimReasonField } from './claim-reason-field.tsx';
import type { OrderClaim } from './order-state.ts';

const updateSchema = v.object({
  items: v.array(
    v.object({
      reason: v.picklist(CLAIM_REASONS),
      note: v.pipe(v.string(), v.trim(), v.maxLength(1000, 'orders:claims.create.noteTooLong')),
    }),
  ),
  notify: v.boolean(),
});

export interface UpdateClaimDialogProps {
  orderId: string;
  claim: OrderClaim;
  /** The claimed lines' titles, by line item id. */
  titleOf: (itemId: string) => string;
  open: boolean;
  onClose: () => void;
}

/** Changes why each unit was claimed and its note, and whether the customer hears of it. */
export function UpdateClaimDialog({
  orderId,
  claim,
  titleOf,
  open,
  onClose,
}: UpdateClaimDialogProps) {
  const { t } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const update = useAdminUpdateOrderClaim({ id: orderId, claim_id: claim.id });
  const claimItems = claim.claim_items ?? [];
  const form = useForm({
    resolver: valibotResolver(updateSchema),
    values: {
      items: claimItems.map((item) => ({ reason: item.reason, note: item.note ?? '' })),
      notify: !claim.no_notification,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ items, notify: tell }) => {
    try {
      await update.mutateAsync({
        claim_items: claimItems.map((item, index) => ({
          id: item.id,
          reason: items[index]?.reason ?? item.reason,
          note: items[index]?.note ?? '',
        })),
        no_notification: !tell,
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('claims.actions.update.done'));
    close();
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('claims.actions.update.title')}
      submitLabel={t('claims.actions.update.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      {claimItems.map((item, index) => {
        const title = t('lineCount', { quantity: item.quantity, title: titleOf(item.item_id) });
        return (
          <fieldset key={item.id} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{title}</legend>
            <ClaimReasonField name={`items.${index}.reason`} />
            <TextField {...form.register(`items.${index}.note`)} label={t('claims.create.note')} />
          </fieldset>
        );
      })}
      <CheckboxField {...form.register('notify')} label={t('claims.create.notify')} />
    </FormDialog>
  );
}
