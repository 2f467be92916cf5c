import type { AdminGetProductData } from '@commerce/client/admin/products';
import { useAdminListSalesChannels } from '@commerce/client/admin/sales-channels';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { CheckList } from './check-list.tsx';
import { DetailSection } from './detail-section.tsx';
import { ListsState } from './lists-state.tsx';
import { useSaveProduct } from './use-save-product.ts';

type Product = AdminGetProductData['product'];
/** The API's largest page: a store's sales channels fit in one. */
const ALL = 1000;
const schema = v.object({ channel_ids: v.array(v.string()) });

/**
 * The sales channels the product is sold in (they come with the product); channels are added
 * and removed in a dialog, which lists every channel, so it needs `channels:read` as well.
 */
export function ChannelsSection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  const channels = product.sales_channels ?? [];
  return (
    <DetailSection
      title={t('sections.channels')}
      {...(can('channels:read') ? { onEdit: () => setOpen(true) } : {})}
    >
      {channels.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('channelList.none')}</p>
      ) : (
        <ul className="list-inside list-disc text-sm">
          {channels.map((channel) => (
            <li key={channel.id}>{channel.name}</li>
          ))}
        </ul>
      )}
      {open && <ChannelsDialog product={product} onClose={() => setOpen(false)} />}
    </DetailSection>
  );
}

function ChannelsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('product-editor');
  const channels = useAdminListSalesChannels({ limit: ALL });
  const { save, isPending } = useSaveProduct(product.id);
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { channel_ids: (product.sales_channels ?? []).map((channel) => channel.id) },
  });
  const submit = form.handleSubmit(({ channel_ids }) =>
    save(form, { sales_channels: channel_ids.map((id) => ({ id })) }, onClose),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t('sections.channels')}
      description={t('channelList.hint')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={isPending}
    >
      <ListsState queries={[channels]}>
        <Controller
          name="channel_ids"
          control={form.control}
          render={({ field }) => (
            <CheckList
              legend={t('fields.salesChannels')}
              options={(channels.data?.sales_channels ?? []).map((c) => ({
                value: c.id,
                label: c.name,
              }))}
              value={field.value}
              onChange={field.onChange}
              empty={t('fields.noChannels')}
            />
          )}
        />
      </ListsState>
    </FormDialog>
  );
}
