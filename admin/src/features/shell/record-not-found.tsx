import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MainRegion } from '../../lib/a11y/main-region.tsx';
import { RECORD_LISTS, type RecordKind } from '../../lib/detail-page/record-lists.ts';

/**
 * A detail page whose record the server does not have (a 404: deleted, or a wrong link):
 * what was not found and the way back to its list. Final, so no retry is offered.
 */
export function RecordNotFound({ record }: { record: RecordKind }) {
  const { t } = useTranslation();
  return (
    <MainRegion className="mx-auto w-full max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{t(`notFound.record.${record}`)}</h1>
      <p>{t('notFound.recordBody')}</p>
      <Link to={RECORD_LISTS[record]} className="text-primary underline underline-offset-4">
        {t('notFound.backToList')}
      </Link>
    </MainRegion>
  );
}
