import { EmptyState } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Any path the store does not have, and a product, collection or category that is gone. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md space-y-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <EmptyState
        variant="plain"
        title={t('notFound.body')}
        action={
          <Link to="/" className="underline">
            {t('notFound.home')}
          </Link>
        }
      />
    </div>
  );
}
