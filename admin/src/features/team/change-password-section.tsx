import { ClientError } from '@commerce/client';
import { useAdminUpdateAuthPassword } from '@commerce/client/admin/auth';
import { Button, Section } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  newPasswordSchema,
} from '../../lib/forms/new-password.ts';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

const passwordSchema = v.pipe(
  v.object({
    current_password: v.pipe(
      v.string(),
      v.nonEmpty('team:validation.currentPasswordRequired'),
      v.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
    ),
    password: newPasswordSchema('team:validation.newPasswordRequiredSelf'),
    confirm: v.pipe(v.string(), v.nonEmpty('team:validation.confirmRequired')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (input) => input.password === input.confirm,
      'team:validation.passwordsDiffer',
    ),
    ['confirm'],
  ),
);

const EMPTY = { current_password: '', password: '', confirm: '' };

/**
 * Changes the signed-in user's password (`POST /admin/auth/password`) given the current one.
 * The server ends every other session of theirs, so the user is told, and a wrong current
 * password (400 `wrong_password`) is shown on its field.
 */
export function ChangePasswordSection() {
  const { t, i18n } = useTranslation('team');
  const change = useAdminUpdateAuthPassword();
  const [changed, setChanged] = useState(false);
  const form = useForm({ resolver: valibotResolver(passwordSchema), defaultValues: EMPTY });
  const failure = form.formState.errors.root?.server?.message;
  const submit = form.handleSubmit(async ({ current_password, password }) => {
    setChanged(false);
    try {
      await change.mutateAsync({ current_password, password });
      form.reset(EMPTY);
      setChanged(true);
    } catch (error) {
      if (error instanceof ClientError && error.body?.code === 'wrong_password') {
        form.setError(
          'current_password',
          { message: 'team:password.wrong' },
          { shouldFocus: true },
        );
      } else form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });
  return (
    <Section title={t('password.title')} description={t('password.description')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          {failure && (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
          <p role="status" className="text-sm font-medium text-success empty:hidden">
            {changed ? t('password.changed') : ''}
          </p>
          <TextField
            {...form.register('current_password')}
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            required
          />
          <TextField
            {...form.register('password')}
            label={t('password.new')}
            description={t('password.newHint', {
              min: MIN_PASSWORD_LENGTH,
              max: MAX_PASSWORD_LENGTH,
            })}
            type="password"
            autoComplete="new-password"
            required
          />
          <TextField
            {...form.register('confirm')}
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" className="w-fit" isLoading={change.isPending}>
            {t('password.submit')}
          </Button>
        </form>
      </FormProvider>
    </Section>
  );
}
