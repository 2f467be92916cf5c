import { adminDeleteReservationInvalidation, useMedusa } from '@commerce/client';
import { adminDeleteReservation } from '@commerce/client/admin/reservations';
import { Button } from '@commerce/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkOutcome, runForEach } from '../../lib/lists/bulk.ts';
import { BulkOutcomeNotice } from '../../lib/lists/bulk-outcome-notice.tsx';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { refreshAfterBulk } from '../../lib/lists/refresh.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { itemName } from './inventory-columns.tsx';
import { ReservationDialog } from './reservation-dialog.tsx';
import { type Reservation, reservationListQueryOptions } from './reservation-list-query.ts';
import type { ReservationListSearch } from './reservation-list-search.ts';
import { locationNamer, useStockLocations } from './use-stock-locations.ts';

export interface ReservationListProps {
  search: ReservationListSearch;
  onSearchChange: SearchChange<ReservationListSearch>;
}

const reservationId = (reservation: Reservation) => reservation.id;

/**
 * `/a/inventory/reservations`: held quantities by item and location; open one to edit it.
 * Every detail of a reservation is in its row, so a read-only role opens its item instead.
 */
export function ReservationList({ search, onSearchChange }: ReservationListProps) {
  const { t, i18n } = useTranslation('inventory');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canEdit = usePermissions().can('inventory:write');
  const query = useQuery(reservationListQueryOptions(client, search));
  const locations = useStockLocations();
  const nameOf = locationNamer(locations.data, t('levels.unknownLocation'));
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome<Reservation>>();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rowName = (r: Reservation) =>
    r.inventory_item ? itemName(r.inventory_item) : r.inventory_item_id;

  const columns: ListColumn<Reservation>[] = [
    {
      id: 'item',
      header: t('fields.item'),
      width: 'minmax(12rem, 2fr)',
      required: true,
      // A pointer opens the reservation from here; the keyboard opens the row with Enter.
      cell: (r) =>
        canEdit ? (
          <button
            type="button"
            tabIndex={-1}
            className="truncate font-medium hover:underline"
            onClick={() => setEditing(r.id)}
          >
            {rowName(r)}
          </button>
        ) : (
          <Link
            to="/a/inventory/$id"
            params={{ id: r.inventory_item_id }}
            tabIndex={-1}
            className="truncate font-medium hover:underline"
          >
            {rowName(r)}
          </Link>
        ),
    },
    {
      id: 'sku',
      header: t('fields.sku'),
      width: 'minmax(8rem, 1fr)',
      cell: (r) => <span className="truncate font-mono">{r.inventory_item?.sku ?? '—'}</span>,
    },
    {
      id: 'location',
      header: t('fields.location'),
      width: 'minmax(9rem, 1fr)',
      cell: (r) => nameOf(r.location_id),
    },
    {
      id: 'quantity',
      header: t('fields.quantity'),
      width: '7rem',
      sort: 'quantity',
      cell: (r) => r.quantity,
    },
    {
      id: 'description',
      header: t('fields.description'),
      width: 'minmax(10rem, 2fr)',
      cell: (r) => r.description ?? '—',
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      width: '9rem',
      sort: 'created_at',
      cell: (r) => dates.format(new Date(r.created_at)),
    },
  ];
  const remove = async (rows: Reservation[], deselect: (rows: Reservation[]) => void) => {
    setDeleting(true);
    try {
      const result = await runForEach(rows, (r) => adminDeleteReservation(client, { id: r.id }));
      await refreshAfterBulk(
        queryClient,
        adminDeleteReservationInvalidation,
        result.succeeded.map((r) => r.id),
      );
      deselect(result.succeeded);
      setOutcome(result);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <ListView
        listId="reservations"
        label={t('sections.reservations')}
        searchLabel={t('reservations.search')}
        search={search}
        onSearchChange={onSearchChange}
        query={query}
        columns={columns}
        getRowId={reservationId}
        rowName={rowName}
        onOpenRow={(reservation) =>
          canEdit
            ? setEditing(reservation.id)
            : void navigate({
                to: '/a/inventory/$id',
                params: { id: reservation.inventory_item_id },
              })
        }
        filters={
          <FilterMenu
            label={t('fields.location')}
            options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            selected={search.location_id}
            onChange={(values) => onSearchChange(changeSearch(search, { location_id: values }))}
          />
        }
        bulkLabel={t('reservations.bulkLabel')}
        bulkActions={
          canEdit
            ? (selected, selection) => (
                <Button
                  size="small"
                  variant="danger"
                  isLoading={deleting}
                  onClick={() => void remove(selected, (rows) => selection.setAll(rows, false))}
                >
                  {t('actions.delete')}
                </Button>
              )
            : undefined
        }
        notice={
          outcome && (
            <BulkOutcomeNotice
              outcome={outcome}
              rowName={rowName}
              success={t('reservations.deleted', { count: outcome.succeeded.length })}
              failure={t('items.failed', { count: outcome.failed.length })}
              onDismiss={() => setOutcome(undefined)}
            />
          )
        }
        emptyTitle={t('reservations.emptyTitle')}
        emptyDescription={t('reservations.emptyDescription')}
      />
      <ReservationDialog
        key={editing}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        reservationId={editing}
      />
    </>
  );
}
