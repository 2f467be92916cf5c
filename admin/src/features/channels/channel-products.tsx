import {
  adminRemoveSalesChannelProductsInvalidation,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import {
  type AdminGetSalesChannelData,
  adminRemoveSalesChannelProducts,
} from '@commerce/client/admin/sales-channels';
import { Button } from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberProducts } from '../../lib/catalog/member-products.tsx';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { AddProductsDialog } from './add-products-dialog.tsx';
import type { ChannelsListSearch } from './list-searches.ts';

export interface ChannelProductsProps {
  channel: AdminGetSalesChannelData['sales_channel'];
  search: ChannelsListSearch;
  onSearchChange: SearchChange<ChannelsListSearch>;
}

/** The products sold in a channel (the list pattern): add some, take the selected ones out. */
export function ChannelProducts({ channel, search, onSearchChange }: ChannelProductsProps) {
  const { t } = useTranslation('channels');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [added, setAdded] = useState<number>();
  const [adding, setAdding] = useState(false);
  const removeProducts = async (ids: string[]) => {
    const params = { id: channel.id };
    await adminRemoveSalesChannelProducts(client, params, {
      product_ids: ids.map((id) => ({ id })),
    });
    await invalidateAfter(
      queryClient,
      adminRemoveSalesChannelProductsInvalidation,
      params,
      undefined,
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('products.title')}
        </h2>
        <Allowed permission="channels:write">
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('products.add')}
          </Button>
        </Allowed>
      </div>
      {added !== undefined && (
        <p role="status" className="text-sm">
          {t('products.added', { count: added })}
        </p>
      )}
      <MemberProducts
        listId="channel-products"
        filter={{ sales_channel_id: [channel.id] }}
        search={search}
        onSearchChange={onSearchChange}
        removeProducts={removeProducts}
        removePermission="channels:write"
        text={{
          label: t('products.title'),
          searchLabel: t('products.search'),
          actionsLabel: t('products.bulkLabel'),
          remove: t('products.remove'),
          removed: (count) => t('products.removed', { count }),
          removeFailed: (count) => t('products.failed', { count }),
          emptyTitle: t('products.emptyTitle'),
          emptyDescription: t('products.emptyDescription'),
        }}
      />
      <AddProductsDialog
        open={adding}
        onClose={() => setAdding(false)}
        channel={channel}
        onAdded={setAdded}
      />
    </section>
  );
}
