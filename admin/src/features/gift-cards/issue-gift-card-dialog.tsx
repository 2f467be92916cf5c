import { useAdminCreateGiftCard } from '@commerce/client/admin/gift-cards';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useRegions } from '../../lib/regions/use-regions.ts';
import { emptyIssue, fitsCurrency, issueBody, issueSchema } from './gift-card-values.ts';
import { RegionSelect } from './region-select.tsx';

export interface IssueGiftCardDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Issues a gift card by hand; once issued, its page opens (with the code to hand over). */
export function IssueGiftCardDialog({ open, onClose }: IssueGiftCardDialogProps) {
  const { t, i18n } = useTranslation('gift-cards');
  const navigate = useNavigate();
  const regions = useRegions();
  const create = useAdminCreateGiftCard();
  const form = useForm({
    resolver: valibotResolver(issueSchema),
    values: emptyIssue(regions?.length === 1 ? regions[0]?.id : ''),
  });
  const currency = regions?.find((r) => r.id === form.watch('region_id'))?.currency_code;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!currency) return;
    if (!fitsCurrency(values.value, currency)) {
      form.setError('value', { message: 'gift-cards:validation.wholeAmount' });
      return;
    }
    try {
      const { gift_card } = await create.mutateAsync(issueBody(values, currency));
      notify.success(t('issue.done', { code: gift_card.code }));
      close();
      await navigate({ to: '/a/gift-cards/$id', params: { id: gift_card.id } });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('issue.title')}
      description={t('issue.description')}
      submitLabel={t('issue.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending}
    >
      <RegionSelect control={form.control} name="region_id" regions={regions} />
      <TextField
        {...form.register('value')}
        // The currency is named once a region gives one; before, the label is just "Value".
        label={
          currency ? t('fields.valueIn', { currency: currency.toUpperCase() }) : t('fields.value')
        }
        inputMode="decimal"
        required
      />
      <TextField
        {...form.register('email')}
        label={t('fields.recipient')}
        description={t('issue.recipientHint')}
        type="email"
      />
      <TextField
        {...form.register('ends_at')}
        label={t('fields.endsAt')}
        description={t('form.endsAtHint')}
        type="date"
      />
    </FormDialog>
  );
}
