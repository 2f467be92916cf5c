import type { AdminGetCollectionData } from '@commerce/client/admin/collections';
import { useAdminDeleteCollection } from '@commerce/client/admin/collections';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import type { ListSearch } from '../../lib/lists/list-search.ts';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { CollectionProducts } from './collection-products.tsx';

export interface CollectionDetailProps {
  collection: AdminGetCollectionData['collection'];
  search: ListSearch;
  onSearchChange: SearchChange<ListSearch>;
}

/** `/a/collections/{id}`: the collection's details, editing, deleting, and its products. */
export function CollectionDetail({ collection, search, onSearchChange }: CollectionDetailProps) {
  const { t } = useTranslation('catalog');
  const [editing, setEditing] = useState(false);
  const remove = useAdminDeleteCollection({ id: collection.id });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('collections.back')}
        title={collection.title}
        permission="products:write"
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('collections.deleted', { title: collection.title }),
          listTo: '/a/collections',
          title: t('collections.deleteTitle', { title: collection.title }),
          description: t('collections.deleteDescription'),
        }}
      />
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
    </div>
  );
}
