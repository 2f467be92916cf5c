import { useMedusa } from '@commerce/client';
import { adminGetStoreQueryOptions } from '@commerce/client/admin/store';
import { HeadingLevel } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { StoreCapabilities } from './store-capabilities.tsx';
import { StoreDetailsForm } from './store-details-form.tsx';
import { StoreDetailsView } from './store-details-view.tsx';

/**
 * `/a/settings/details`: the store's details (a form with `store:write`, else as text) and
 * what the server has switched on.
 */
export function StoreDetailsPage() {
  const { t } = useTranslation('team');
  const { client } = useMedusa();
  const query = useQuery(adminGetStoreQueryOptions(client));
  const store = query.data?.store;
  const { can } = usePermissions();
  return (
    // Sections and cards inside are h2 under the page's h1.
    <HeadingLevel>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('store.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('store.description')}</p>
        </header>
        <ReadOnlyNotice permission="store:write" />
        {query.isPending ? (
          <ListLoading label={t('store.loading')} />
        ) : store ? (
          <>
            {can('store:write') ? (
              <StoreDetailsForm store={store} />
            ) : (
              <StoreDetailsView store={store} />
            )}
            <StoreCapabilities store={store} />
          </>
        ) : (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    </HeadingLevel>
  );
}
