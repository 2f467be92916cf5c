import { useAdminUpdateGiftCard } from '@commerce/client/admin/gift-cards';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { useRegions } from '../../lib/regions/use-regions.ts';
import type { GiftCard } from './gift-card-format.ts';
import { editBody, editSchema, editValues, fitsCurrency } from './gift-card-values.ts';
import { RegionSelect } from './region-select.tsx';

export interface GiftCardEditDialogProps {
  open: boolean;
  onClose: () => void;
  card: GiftCard;
}

/** Edits a card's balance, expiry and region; the dialog stays open on a refusal. */
export function GiftCardEditDialog({ open, onClose, card }: GiftCardEditDialogProps) {
  const { t, i18n } = useTranslation('gift-cards');
  const regions = useRegions();
  // Moving a card to another region picks from the store's regions; without `regions:read`
  // it keeps its own (the form starts with it).
  const canMove = usePermissions().can('regions:read');
  const update = useAdminUpdateGiftCard({ id: card.id });
  const form = useForm({ resolver: valibotResolver(editSchema), values: editValues(card) });
  const currency =
    regions?.find((r) => r.id === form.watch('region_id'))?.currency_code ??
    card.region?.currency_code;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!currency) return;
    if (!fitsCurrency(values.balance, currency)) {
      form.setError('balance', { message: 'gift-cards:validation.wholeAmount' });
      return;
    }
    try {
      await update.mutateAsync(editBody(values, currency));
      notify.success(t('detail.saved', { code: card.code }));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('detail.editTitle', { code: card.code })}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      <TextField
        {...form.register('balance')}
        label={
          currency
            ? t('fields.balanceIn', { currency: currency.toUpperCase() })
            : t('fields.balance')
        }
        inputMode="decimal"
        required
        autoFocus
      />
      <TextField
        {...form.register('ends_at')}
        label={t('fields.endsAt')}
        description={t('form.endsAtHint')}
        type="date"
      />
      {canMove && <RegionSelect control={form.control} name="region_id" regions={regions} />}
    </FormDialog>
  );
}
