import { useMedusa } from '@commerce/client';
import {
  adminListProductsInfiniteQueryOptions,
  adminListProductsQueryOptions,
} from '@commerce/client/admin/products';
import {
  type AdminGetSalesChannelData,
  useAdminAddSalesChannelProducts,
} from '@commerce/client/admin/sales-channels';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PickManyDialog } from '../../lib/pick-many/pick-many-dialog.tsx';

/** Products offered per page: enough to pick from, few enough to read. */
const RESULTS = 50;

export interface AddProductsDialogProps {
  open: boolean;
  onClose: () => void;
  channel: AdminGetSalesChannelData['sales_channel'];
  onAdded: (count: number) => void;
}

/**
 * Finds products by title and adds the chosen ones to the channel in one request; products
 * already sold in the channel are shown ticked and cannot be chosen again.
 */
export function AddProductsDialog({ open, onClose, channel, onAdded }: AddProductsDialogProps) {
  const { t } = useTranslation('channels');
  const { client } = useMedusa();
  const add = useAdminAddSalesChannelProducts({ id: channel.id });
  const inChannel = useQuery({
    ...adminListProductsQueryOptions(client, { limit: 1000, sales_channel_id: [channel.id] }),
    enabled: open,
  });
  const members = new Set(inChannel.data?.products.map((product) => product.id));

  return (
    <PickManyDialog
      open={open}
      onClose={onClose}
      title={t('products.addTitle', { name: channel.name })}
      searchLabel={t('products.search')}
      resultsLabel={t('products.results')}
      noResults={t('products.noResults')}
      query={(q) =>
        adminListProductsInfiniteQueryOptions(client, { limit: RESULTS, ...(q ? { q } : {}) })
      }
      optionsOf={(page) =>
        page.products.map((product) => ({
          id: product.id,
          label: product.title,
          taken: members.has(product.id),
          detail: members.has(product.id) ? t('products.already') : undefined,
        }))
      }
      confirmLabel={(count) => t('products.addChosen', { count })}
      isConfirming={add.isPending}
      onConfirm={async (ids) => {
        await add.mutateAsync({ product_ids: ids.map((id) => ({ id })) });
        onAdded(ids.length);
      }}
    />
  );
}
