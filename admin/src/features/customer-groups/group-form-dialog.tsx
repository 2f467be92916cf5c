import {
  type AdminGetCustomerGroupData,
  useAdminCreateCustomerGroup,
  useAdminUpdateCustomerGroup,
} from '@commerce/client/admin/customer-groups';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

type Group = AdminGetCustomerGroupData['customer_group'];

const groupSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('customers:validation.nameRequired')),
});

export interface GroupFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The group to rename; without it a new one is created. */
  group?: Group | undefined;
  onSaved?: (group: Group) => void;
}

/** Creates a customer group or renames one; a name already taken is the server's 422. */
export function GroupFormDialog({ open, onClose, group, onSaved }: GroupFormDialogProps) {
  const { t, i18n } = useTranslation('customers');
  const create = useAdminCreateCustomerGroup();
  const update = useAdminUpdateCustomerGroup({ id: group?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(groupSchema),
    values: { name: group?.name ?? '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = group ? await update.mutateAsync(values) : await create.mutateAsync(values);
      notify.success(
        t(group ? 'groupsList.saved' : 'groupsList.created', { name: saved.customer_group.name }),
      );
      onSaved?.(saved.customer_group);
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
      title={group ? t('groupsList.editTitle') : t('groupsList.createTitle')}
      submitLabel={group ? t('actions.save') : t('groupsList.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('name')} label={t('fields.groupName')} required autoFocus />
    </FormDialog>
  );
}
