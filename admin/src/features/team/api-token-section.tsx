import { useMedusa } from '@commerce/client';
import { useAdminCreateAuthToken } from '@commerce/client/admin/auth';
import { Button, Label, Section, Textarea } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CopyButton } from '../../lib/clipboard/copy-button.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { isUnauthorized, UNAUTHORIZED_IS_REFUSAL } from '../../lib/session/unauthorized.ts';

const tokenSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty('team:validation.passwordRequired')),
});

/**
 * An access token for scripts (`POST /admin/auth/token`): the staff member confirms with
 * their password and sees the token once, with a copy button and a warning to keep it secret.
 */
export function ApiTokenSection({ email }: { email: string }) {
  const { t, i18n } = useTranslation('team');
  const { client } = useMedusa();
  const create = useAdminCreateAuthToken({ meta: { ...UNAUTHORIZED_IS_REFUSAL } });
  const [token, setToken] = useState<string>();
  const tokenId = useId();
  const form = useForm({ resolver: valibotResolver(tokenSchema), defaultValues: { password: '' } });
  const failure = form.formState.errors.root?.server?.message;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await create.mutateAsync({ email, password });
      // The client keeps a token it signs in with; this one is for scripts, so the page
      // goes on with its cookie (and signing out here does not leave it signed in).
      client.tokens.clear('admin');
      form.reset();
      setToken(answer.access_token);
    } catch (error) {
      const message = isUnauthorized(error)
        ? t('apiToken.wrongPassword')
        : serverErrorMessage(error, i18n.t);
      form.setError(SERVER_ERROR, { message });
    }
  });
  return (
    <Section title={t('apiToken.title')} description={t('apiToken.description')}>
      {token ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="text-sm font-medium text-warning">
            {t('apiToken.warning')}
          </p>
          <div className="flex flex-col gap-1">
            <Label htmlFor={tokenId}>{t('apiToken.token')}</Label>
            <Textarea
              id={tokenId}
              readOnly
              value={token}
              rows={3}
              resize="none"
              className="break-all font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton
              text={token}
              label={t('apiToken.copy')}
              copiedMessage={t('copy.copied')}
              failedMessage={t('copy.failed')}
            />
            <Button variant="ghost" onClick={() => setToken(undefined)}>
              {t('apiToken.hide')}
            </Button>
          </div>
        </div>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            {failure && (
              <p role="alert" className="text-sm text-danger">
                {failure}
              </p>
            )}
            <TextField
              {...form.register('password')}
              label={t('apiToken.password')}
              description={t('apiToken.passwordHint')}
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" className="w-fit" isLoading={create.isPending}>
              {t('apiToken.create')}
            </Button>
          </form>
        </FormProvider>
      )}
    </Section>
  );
}
