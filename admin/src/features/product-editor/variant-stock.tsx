import { useAdminListStockLocations } from '@commerce/client/admin/stock-locations';
import { useAdminGetVariantInventory } from '@commerce/client/admin/variants';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ListsState } from './lists-state.tsx';
import { AddLevel, LevelRow } from './stock-forms.tsx';

/** The API's largest page: a store's stock locations fit in one. */
const ALL = 1000;

/**
 * One variant's stock per location: the location levels of its inventory item, each saved
 * in place, and a form to stock it at another location; without `inventory:write`, the
 * quantities as text.
 */
export function VariantStock({ variantId }: { variantId: string }) {
  const { t } = useTranslation('product-editor');
  const canEdit = usePermissions().can('inventory:write');
  const inventory = useAdminGetVariantInventory({ id: variantId });
  const locations = useAdminListStockLocations({ limit: ALL });
  const item = inventory.data?.variant.inventory[0];
  const all = locations.data?.stock_locations ?? [];
  const nameOf = (id: string) => all.find((location) => location.id === id)?.name ?? id;
  const levels = item?.location_levels ?? [];
  const stocked = new Set(levels.map((level) => level.location_id));
  return (
    <ListsState queries={[inventory, locations]}>
      {!item ? (
        <p className="text-sm text-muted-foreground">{t('stockLevels.noItem')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {levels.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('stockLevels.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {levels.map((level) =>
                canEdit ? (
                  <LevelRow
                    key={level.location_id}
                    itemId={item.id}
                    locationId={level.location_id}
                    locationName={nameOf(level.location_id)}
                    stocked={level.stocked_quantity}
                  />
                ) : (
                  <li key={level.location_id} className="flex flex-wrap gap-2 text-sm">
                    <span className="min-w-32 flex-1">{nameOf(level.location_id)}</span>
                    <span className="tabular-nums">{level.stocked_quantity}</span>
                  </li>
                ),
              )}
            </ul>
          )}
          {canEdit && (
            <AddLevel
              itemId={item.id}
              locations={all
                .filter((location) => !stocked.has(location.id))
                .map(({ id, name }) => ({ id, name }))}
            />
          )}
        </div>
      )}
    </ListsState>
  );
}
