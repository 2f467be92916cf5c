import {
  type AdminGetInventoryItemData,
  useAdminDeleteInventoryItemLocationLevel,
} from '@commerce/client/admin/inventory-items';
import {
  Button,
  ConfirmDialog,
  notify,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import type { LocationLevel } from './inventory-list-query.ts';
import { LevelDialog } from './level-dialog.tsx';
import { locationNamer, useStockLocations } from './use-stock-locations.ts';

type Item = AdminGetInventoryItemData['inventory_item'];

/**
 * An item's stock at each location: edit the quantities, add a location, stop stocking one
 * (with `inventory:write`; otherwise the quantities only).
 */
export function LocationLevels({ item }: { item: Item }) {
  const { t } = useTranslation('inventory');
  const canEdit = usePermissions().can('inventory:write');
  const headingId = useId();
  const locations = useStockLocations();
  const nameOf = locationNamer(locations.data, t('levels.unknownLocation'));
  const [editing, setEditing] = useState<LocationLevel | 'new'>();
  const [removing, setRemoving] = useState<LocationLevel>();
  const levels = item.location_levels;
  const stockedAt = levels.map((level) => level.location_id);
  const quantity = (value: number) => (
    <TableCell className="text-end tabular-nums">{value}</TableCell>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('levels.title')}
        </h2>
        {canEdit && (
          <Button variant="secondary" size="small" onClick={() => setEditing('new')}>
            {t('levels.add')}
          </Button>
        )}
      </div>
      {levels.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('levels.none')}</p>
      ) : (
        <Table aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('fields.location')}</TableHead>
              <TableHead className="text-end">{t('fields.stocked')}</TableHead>
              <TableHead className="text-end">{t('fields.reserved')}</TableHead>
              <TableHead className="text-end">{t('fields.incoming')}</TableHead>
              <TableHead className="text-end">{t('fields.available')}</TableHead>
              {canEdit && (
                <TableHead>
                  <span className="sr-only">{t('fields.actions')}</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {levels.map((level) => (
              <TableRow key={level.id}>
                <TableCell className="font-medium">{nameOf(level.location_id)}</TableCell>
                {quantity(level.stocked_quantity)}
                {quantity(level.reserved_quantity)}
                {quantity(level.incoming_quantity)}
                {quantity(level.available_quantity)}
                {canEdit && (
                  <TableCell className="flex justify-end gap-2">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('levels.editAt', { location: nameOf(level.location_id) })}
                      onClick={() => setEditing(level)}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('levels.removeAt', { location: nameOf(level.location_id) })}
                      onClick={() => setRemoving(level)}
                    >
                      {t('levels.remove')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <LevelDialog
        key={editing === 'new' ? 'new' : editing?.id}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        itemId={item.id}
        level={editing === 'new' ? undefined : editing}
        stockedAt={stockedAt}
        locationName={editing && editing !== 'new' ? nameOf(editing.location_id) : undefined}
      />
      {removing && (
        <RemoveLevelDialog
          itemId={item.id}
          level={removing}
          locationName={nameOf(removing.location_id)}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </section>
  );
}

interface RemoveLevelDialogProps {
  itemId: string;
  level: LocationLevel;
  locationName: string;
  onClose: () => void;
}

/** Stops stocking the item at a location; the server refuses while units are reserved there. */
function RemoveLevelDialog({ itemId, level, locationName, onClose }: RemoveLevelDialogProps) {
  const { t, i18n } = useTranslation('inventory');
  const remove = useAdminDeleteInventoryItemLocationLevel({
    id: itemId,
    location_id: level.location_id,
  });
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('levels.removed', { location: locationName }));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      isPending={remove.isPending}
      title={t('levels.removeTitle', { location: locationName })}
      description={t('levels.removeDescription')}
      confirmLabel={t('levels.remove')}
      cancelLabel={t('actions.cancel')}
    />
  );
}
