import { Button, Spinner } from '@commerce/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

interface ListQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListsStateProps {
  /** The queries the children choose from (collections, channels, locations…). */
  queries: readonly ListQuery[];
  children: ReactNode;
}

/** The children once every list has loaded; meanwhile a spinner, on failure why and a retry. */
export function ListsState({ queries, children }: ListsStateProps) {
  const { t, i18n } = useTranslation('product-editor');
  const failed = queries.find((query) => query.error);
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        <p>{t('detail.listsFailed', { message: serverErrorMessage(failed.error, i18n.t) })}</p>
        <Button size="small" variant="secondary" onClick={() => void failed.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (queries.some((query) => query.isPending)) {
    return <Spinner aria-label={t('detail.listsLoading')} />;
  }
  return <>{children}</>;
}
