import type { AdminGetCollectionData } from '@commerce/client/admin';
import { useAdminDeleteCollection } from '@commerce/client/admin';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { ListSearch } from '../../lib/lists/list-search.ts';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { CollectionProducts } from './collection-products.tsx';

export interface CollectionDetailProps {
  collection: AdminGetCollectionData['collection'];
  search: ListSearch;
  onSearchChange: SearchChange<ListSearch>;
}

/** `/a/collections/{id}`: the collection's details, editing, deleting, and its products. */
export function CollectionDetail({ collection, search, onSearchChange }: CollectionDetailProps) {
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteCollection({ id: collection.id });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setConfirming(false);
      return;
    }
    notify.success(t('collections.deleted', { title: collection.title }));
    await navigate({ to: '/a/collections' });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <Link to="/a/collections" className="text-sm text-primary hover:underline">
        {t('collections.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold break-words">{collection.title}</h1>
        <Allowed permission="products:write">
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="products:write" />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('fields.handle')}</dt>
        <dd>{collection.handle ?? '—'}</dd>
      </dl>
      <section aria-labelledby="collection-products" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="collection-products" className="text-lg font-semibold">
            {t('collections.products')}
          </h2>
          <Allowed permission="products:write">
            <Link to="/a/products" className="text-sm text-primary hover:underline">
              {t('collections.addFromProducts')}
            </Link>
          </Allowed>
        </div>
        <CollectionProducts
          collectionId={collection.id}
          search={search}
          onSearchChange={onSearchChange}
        />
      </section>
      <CollectionFormDialog
        open={editing}
        onClose={() => setEditing(false)}
        collection={collection}
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('collections.deleteTitle', { title: collection.title })}
        description={t('collections.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}
