import { useAdminUpdateUser } from '@commerce/client/admin/users';
import { Button, notify, Section } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard.tsx';
import type { SessionUser } from '../../lib/session/session.ts';

const profileSchema = v.object({
  first_name: v.pipe(v.string(), v.trim(), v.nonEmpty('team:validation.firstNameRequired')),
  last_name: v.pipe(v.string(), v.trim()),
});

/** The signed-in staff member's own name (their email is their sign-in and stays). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('team');
  const update = useAdminUpdateUser({ id: user.id });
  const form = useForm({
    resolver: valibotResolver(profileSchema),
    values: { first_name: user.first_name ?? '', last_name: user.last_name ?? '' },
  });
  const failure = form.formState.errors.root?.server?.message;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      // Saved values are the new starting point: leaving now loses nothing.
      form.reset(values);
      notify.success(t('profile.saved'));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });
  return (
    <Section title={t('profile.nameTitle')} description={user.email}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={guard.allowLeavingDuring(submit)}
          className="flex flex-col gap-4"
        >
          {failure && (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...form.register('first_name')}
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              {...form.register('last_name')}
              label={t('fields.lastName')}
              autoComplete="family-name"
            />
          </div>
          <Button type="submit" className="w-fit" isLoading={update.isPending}>
            {t('actions.save')}
          </Button>
        </form>
      </FormProvider>
      {guard.prompt}
    </Section>
  );
}
