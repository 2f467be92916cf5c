import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { type InventoryItem, quantitiesOf } from './inventory-list-query.ts';

/** What names an item: its title, else its SKU, else its id. */
export const itemName = (item: { title: string | null; sku: string | null; id: string }) =>
  item.title || item.sku || item.id;

const number = (value: number) => <span className="ms-auto tabular-nums">{value}</span>;

/** The inventory list's columns; quantities are over the locations the list is filtered to. */
export function inventoryColumns(t: TFunction<'inventory'>): ListColumn<InventoryItem>[] {
  return [
    {
      id: 'title',
      header: t('fields.title'),
      width: 'minmax(14rem, 2fr)',
      sort: 'title',
      required: true,
      cell: (item) => (
        <Link
          to="/a/inventory/$id"
          params={{ id: item.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {itemName(item)}
        </Link>
      ),
    },
    {
      id: 'sku',
      header: t('fields.sku'),
      width: 'minmax(9rem, 1fr)',
      sort: 'sku',
      cell: (item) => <span className="truncate font-mono">{item.sku ?? '—'}</span>,
    },
    {
      id: 'stocked',
      header: t('fields.stocked'),
      width: '7rem',
      cell: (item) => number(quantitiesOf(item.location_levels).stocked),
    },
    {
      id: 'reserved',
      header: t('fields.reserved'),
      width: '7rem',
      cell: (item) => number(quantitiesOf(item.location_levels).reserved),
    },
    {
      id: 'incoming',
      header: t('fields.incoming'),
      width: '7rem',
      cell: (item) => number(quantitiesOf(item.location_levels).incoming),
    },
    {
      id: 'available',
      header: t('fields.available'),
      width: '7rem',
      cell: (item) => number(quantitiesOf(item.location_levels).available),
    },
    {
      id: 'locations',
      header: t('fields.locations'),
      width: '7rem',
      hidden: true,
      cell: (item) => number(item.location_levels.length),
    },
  ];
}
