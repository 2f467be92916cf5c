import {
  useAdminAddRegionFulfillmentProvider,
  useAdminAddRegionPaymentProvider,
  useAdminRemoveRegionFulfillmentProvider,
  useAdminRemoveRegionPaymentProvider,
} from '@commerce/client/admin/regions';
import { useAdminListStorePaymentProviders } from '@commerce/client/admin/store';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Section,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { Chip, RemovableChip, useReport } from './removable-chip.tsx';
import { type Region, useStore } from './use-settings-data.ts';

type Kind = 'payment' | 'fulfillment';

// One pair of generated hooks per kind; a section's kind never changes, so the hook each
// render calls is always the same one.
const HOOKS = {
  payment: { add: useAdminAddRegionPaymentProvider, remove: useAdminRemoveRegionPaymentProvider },
  fulfillment: {
    add: useAdminAddRegionFulfillmentProvider,
    remove: useAdminRemoveRegionFulfillmentProvider,
  },
} as const;

export interface RegionProvidersProps {
  region: Region;
  kind: Kind;
}

/** The payment (or fulfillment) providers of a region, each removable, and a menu to add one. */
export function RegionProviders({ region, kind }: RegionProvidersProps) {
  const { t } = useTranslation('regions');
  const store = useStore().data?.store;
  const { can } = usePermissions();
  const canChange = can('regions:write');
  // The installed payment providers are the store area's list, read only to offer them.
  const payment = useAdminListStorePaymentProviders({
    enabled: kind === 'payment' && canChange && can('store:read'),
  }).data;
  const included =
    (kind === 'payment' ? region.payment_providers : region.fulfillment_providers) ?? [];
  const installed =
    (kind === 'payment' ? payment?.payment_providers : store?.fulfillment_providers) ?? [];
  const addable = installed.filter((p) => p.is_installed && !included.some((i) => i.id === p.id));
  const add = HOOKS[kind].add({ id: region.id });
  const report = useReport();
  const title =
    kind === 'payment' ? t('fields.paymentProviders') : t('fields.fulfillmentProviders');

  return (
    <Section
      title={title}
      actions={
        canChange && (
          <DropdownMenu>
            <DropdownMenuTrigger variant="secondary" size="small" disabled={addable.length === 0}>
              {t('providers.add', { kind: title })}
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {addable.map((provider) => (
                <DropdownMenuItem
                  key={provider.id}
                  onClick={() =>
                    void report(
                      () => add.mutateAsync({ provider_id: provider.id }),
                      t('providers.added', { name: provider.id }),
                    )
                  }
                >
                  {provider.id}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )
      }
    >
      {included.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('providers.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {included.map((provider) =>
            canChange ? (
              <ProviderChip key={provider.id} regionId={region.id} kind={kind} id={provider.id} />
            ) : (
              <Chip key={provider.id} label={provider.id} />
            ),
          )}
        </ul>
      )}
    </Section>
  );
}

function ProviderChip({ regionId, kind, id }: { regionId: string; kind: Kind; id: string }) {
  const { t } = useTranslation('regions');
  const remove = HOOKS[kind].remove({ id: regionId, provider_id: id });
  const report = useReport();
  return (
    <RemovableChip
      label={id}
      removeLabel={t('providers.remove', { name: id })}
      isPending={remove.isPending}
      onRemove={() => void report(() => remove.mutateAsync(), t('providers.removed', { name: id }))}
    />
  );
}
