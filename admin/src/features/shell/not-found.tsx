import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MainRegion } from '../../lib/a11y/main-region.tsx';

/** The not-found page; inside the main area it keeps the layout around it. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <MainRegion className="mx-auto w-full max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="text-primary underline underline-offset-4">
        {t('notFound.home')}
      </Link>
    </MainRegion>
  );
}
