import { useAdminCreateDiscountDynamicCode } from '@commerce/client/admin/discounts';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

const codeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty('discounts:validation.codeRequired')),
  usage_limit: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[1-9]\d*$/, 'discounts:validation.usageLimit'),
  ),
});

export interface DynamicCodeDialogProps {
  open: boolean;
  onClose: () => void;
  discountId: string;
}

/** Generates a code from a dynamic discount: its code and how many times it can be used. */
export function DynamicCodeDialog({ open, onClose, discountId }: DynamicCodeDialogProps) {
  const { t, i18n } = useTranslation('discounts');
  const create = useAdminCreateDiscountDynamicCode({ id: discountId });
  const form = useForm({
    resolver: valibotResolver(codeSchema),
    defaultValues: { code: '', usage_limit: '1' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ code, usage_limit }) => {
    try {
      await create.mutateAsync({ code, usage_limit: Number(usage_limit) });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    notify.success(t('codes.created', { code: code.toUpperCase() }));
    close();
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('codes.createTitle')}
      submitLabel={t('codes.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending}
    >
      <TextField {...form.register('code')} label={t('fields.code')} required autoFocus />
      <TextField
        {...form.register('usage_limit')}
        label={t('fields.usageLimit')}
        inputMode="numeric"
        required
      />
    </FormDialog>
  );
}
