import { StatusBadge } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { groupNames, priceListState, STATE_BADGE } from './price-list-format.ts';
import type { ListedPriceList } from './price-list-list-query.ts';

/** The price lists' columns; `date` formats an ISO date in the user's language. */
export function priceListColumns(
  t: TFunction<'pricing'>,
  date: (iso: string) => string,
): ListColumn<ListedPriceList>[] {
  return [
    {
      id: 'name',
      header: t('fields.name'),
      width: 'minmax(12rem, 2fr)',
      sort: 'name',
      required: true,
      cell: (list) => (
        <Link
          to="/a/pricing/$id"
          params={{ id: list.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {list.name}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: '9rem',
      sort: 'status',
      cell: (list) => {
        const state = priceListState(list);
        return <StatusBadge status={STATE_BADGE[state]}>{t(`states.${state}`)}</StatusBadge>;
      },
    },
    {
      id: 'type',
      header: t('fields.type'),
      width: '8rem',
      sort: 'type',
      cell: (list) => t(`types.${list.type}`),
    },
    {
      id: 'groups',
      header: t('fields.customerGroups'),
      width: 'minmax(10rem, 1fr)',
      cell: (list) => <span className="truncate">{groupNames(list) ?? t('everyone')}</span>,
    },
    {
      id: 'starts_at',
      header: t('fields.startsAt'),
      width: '9rem',
      sort: 'starts_at',
      cell: (list) => (list.starts_at ? date(list.starts_at) : '—'),
    },
    {
      id: 'ends_at',
      header: t('fields.endsAt'),
      width: '9rem',
      sort: 'ends_at',
      cell: (list) => (list.ends_at ? date(list.ends_at) : '—'),
    },
    {
      id: 'description',
      header: t('fields.description'),
      width: 'minmax(12rem, 2fr)',
      hidden: true,
      cell: (list) => <span className="truncate">{list.description}</span>,
    },
  ];
}
