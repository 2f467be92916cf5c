import {
  useAdminCreateShippingProfile,
  useAdminGetShippingProfile,
  useAdminUpdateShippingProfile,
} from '@commerce/client/admin/shipping-profiles';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import type { ShippingProfile } from './use-settings-data.ts';

const profileSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('regions:validation.nameRequired')),
});

export interface ProfileFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The profile to rename; without it a new custom profile is created. */
  profile?: ShippingProfile;
}

/**
 * Creates a shipping profile or renames one. New profiles are `custom`: a store has exactly
 * one `default` and one `gift_card` profile already.
 */
export function ProfileFormDialog({ open, onClose, profile: listed }: ProfileFormDialogProps) {
  const { t, i18n } = useTranslation('regions');
  // Renaming starts from the profile's current name, not the list's copy.
  const fresh = useAdminGetShippingProfile(
    { id: listed?.id ?? '' },
    { enabled: open && listed !== undefined },
  ).data?.shipping_profile;
  const profile = listed && (fresh ?? listed);
  const create = useAdminCreateShippingProfile();
  const update = useAdminUpdateShippingProfile({ id: profile?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(profileSchema),
    values: { name: profile?.name ?? '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      if (profile) await update.mutateAsync({ name });
      else await create.mutateAsync({ name, type: 'custom' });
      notify.success(t(profile ? 'profiles.saved' : 'profiles.created', { name }));
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
      title={profile ? t('profiles.editTitle') : t('profiles.createTitle')}
      submitLabel={profile ? t('actions.save') : t('profiles.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('name')} label={t('fields.name')} required autoFocus />
    </FormDialog>
  );
}
