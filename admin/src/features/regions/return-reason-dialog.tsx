import {
  type AdminListReturnReasonsData,
  useAdminCreateReturnReason,
  useAdminGetReturnReason,
  useAdminUpdateReturnReason,
} from '@commerce/client/admin/return-reasons';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

export type ReturnReason = AdminListReturnReasonsData['return_reasons'][number];

const text = v.pipe(v.string(), v.trim());
const reasonSchema = v.object({
  label: v.pipe(text, v.nonEmpty('regions:validation.labelRequired')),
  value: v.pipe(text, v.nonEmpty('regions:validation.valueRequired')),
  description: text,
});

export interface ReturnReasonDialogProps {
  open: boolean;
  onClose: () => void;
  /** The reason to edit; without it a new one is created. */
  reason?: ReturnReason;
  /** For a new reason: the reason to nest it under. */
  parent?: ReturnReason;
}

/** Creates a return reason (top-level or under a parent) or edits its label, value and text. */
export function ReturnReasonDialog({
  open,
  onClose,
  reason: listed,
  parent,
}: ReturnReasonDialogProps) {
  const { t, i18n } = useTranslation('regions');
  // Editing starts from the reason as it is now, not the list's copy.
  const fresh = useAdminGetReturnReason(
    { id: listed?.id ?? '' },
    { enabled: open && listed !== undefined },
  ).data?.return_reason;
  const reason = listed && (fresh ?? listed);
  const create = useAdminCreateReturnReason();
  const update = useAdminUpdateReturnReason({ id: reason?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(reasonSchema),
    values: {
      label: reason?.label ?? '',
      value: reason?.value ?? '',
      description: reason?.description ?? '',
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      if (reason) await update.mutateAsync(values);
      else {
        await create.mutateAsync({
          label: values.label,
          value: values.value,
          ...(values.description ? { description: values.description } : {}),
          ...(parent ? { parent_return_reason_id: parent.id } : {}),
        });
      }
      notify.success(t(reason ? 'reasons.saved' : 'reasons.created', { name: values.label }));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });
  const title = reason
    ? t('reasons.editTitle')
    : parent
      ? t('reasons.createChildTitle', { name: parent.label })
      : t('reasons.createTitle');
  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={title}
      submitLabel={reason ? t('actions.save') : t('reasons.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('label')} label={t('fields.label')} required autoFocus />
      <TextField
        {...form.register('value')}
        label={t('fields.value')}
        description={t('reasons.valueHint')}
        required
      />
      <TextField {...form.register('description')} label={t('fields.description')} />
    </FormDialog>
  );
}
