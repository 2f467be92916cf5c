import { buttonVariants } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MainRegion } from '../../lib/a11y/main-region.tsx';

/**
 * What a page shows when the backend lacks the part of the store it is about (issue 25: a
 * Medusa v1 backend without the inventory module, or with product categories off): a
 * plain statement and the way home, instead of a failed request.
 */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <MainRegion className="mx-auto w-full max-w-md p-8">
      <div role="alert" className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold">{t('unavailable.title')}</h1>
        <p>{t('unavailable.body')}</p>
        <Link to="/a" className={buttonVariants({ variant: 'secondary' })}>
          {t('access.home')}
        </Link>
      </div>
    </MainRegion>
  );
}
