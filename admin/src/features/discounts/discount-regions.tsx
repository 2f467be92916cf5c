import {
  useAdminAddDiscountRegion,
  useAdminRemoveDiscountRegion,
} from '@commerce/client/admin/discounts';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  notify,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { useRegions } from '../../lib/regions/use-regions.ts';
import type { Discount } from './discount-format.ts';

/**
 * The regions the discount can be used in, each removable on its own, and a menu that adds
 * one more (`POST`/`DELETE /admin/discounts/{id}/regions/{region_id}`). The server refuses
 * to take a fixed discount's currency away or to add a region of another currency; that
 * refusal is shown as it comes. Adding lists the store's regions, so it also needs
 * `regions:read`.
 */
export function DiscountRegions({ discount }: { discount: Discount }) {
  const { t } = useTranslation('discounts');
  const { can } = usePermissions();
  const canEdit = can('discounts:write');
  const regions = useRegions();
  const included = discount.regions ?? [];
  const addable = (regions ?? []).filter((region) => !included.some((r) => r.id === region.id));
  return (
    <section aria-labelledby="discount-regions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="discount-regions" className="text-lg font-semibold">
          {t('fields.regions')}
        </h2>
        {canEdit && can('regions:read') && (
          <DropdownMenu>
            <DropdownMenuTrigger variant="secondary" size="small" disabled={addable.length === 0}>
              {t('regions.add')}
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {addable.map((region) => (
                <AddRegionItem key={region.id} discountId={discount.id} region={region} />
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {included.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('regions.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {included.map((region) =>
            canEdit ? (
              <RegionChip key={region.id} discountId={discount.id} region={region} />
            ) : (
              <li key={region.id} className="rounded-md border border-border px-3 py-1 text-sm">
                {region.name}
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

interface RegionProps {
  discountId: string;
  region: { id: string; name: string };
}

/** Runs a region change and says how it went. */
function useReport() {
  const { i18n } = useTranslation('discounts');
  return async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };
}

function AddRegionItem({ discountId, region }: RegionProps) {
  const { t } = useTranslation('discounts');
  const add = useAdminAddDiscountRegion({ id: discountId, region_id: region.id });
  const report = useReport();
  return (
    <DropdownMenuItem
      onClick={() =>
        void report(() => add.mutateAsync(), t('regions.added', { name: region.name }))
      }
    >
      {region.name}
    </DropdownMenuItem>
  );
}

function RegionChip({ discountId, region }: RegionProps) {
  const { t } = useTranslation('discounts');
  const remove = useAdminRemoveDiscountRegion({ id: discountId, region_id: region.id });
  const report = useReport();
  return (
    <li className="flex items-center gap-2 rounded-md border border-border py-1 ps-3 pe-1 text-sm">
      {region.name}
      <Button
        size="small"
        variant="ghost"
        aria-label={t('regions.remove', { name: region.name })}
        isLoading={remove.isPending}
        onClick={() =>
          void report(() => remove.mutateAsync(), t('regions.removed', { name: region.name }))
        }
      >
        ×
      </Button>
    </li>
  );
}
