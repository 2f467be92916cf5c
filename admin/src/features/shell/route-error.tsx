import { ClientError } from '@commerce/client';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** What a route shows when its loader or component fails: a short reason and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { t } = useTranslation();
  const reason =
    error instanceof ClientError && error.status !== undefined
      ? t('errors.status', { status: error.status })
      : t('errors.unknown');
  return (
    <main role="alert" className="mx-auto max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{t('errors.title')}</h1>
      <p>{reason}</p>
      <button
        type="button"
        className="underline"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('errors.retry')}
      </button>
    </main>
  );
}
