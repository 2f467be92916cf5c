import { Spinner } from '@commerce/ui';
import { useTranslation } from 'react-i18next';

/** What a page shows while its loader waits for the data it cannot render without. */
export function PagePending() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex justify-center p-12">
      <Spinner size="large" label={t('loading')} />
    </div>
  );
}
