import { StatusBadge } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { cardMoney, giftCardState, recipientOf, STATE_BADGE } from './gift-card-format.ts';
import type { ListedGiftCard } from './gift-card-list-query.ts';

/** The issued cards' columns; `date` formats an ISO date in the user's language. */
export function giftCardColumns(
  t: TFunction<'gift-cards'>,
  locale: string,
  date: (iso: string) => string,
): ListColumn<ListedGiftCard>[] {
  return [
    {
      id: 'code',
      header: t('fields.code'),
      width: 'minmax(13rem, 2fr)',
      sort: 'code',
      required: true,
      cell: (card) => (
        <Link
          to="/a/gift-cards/$id"
          params={{ id: card.id }}
          tabIndex={-1}
          className="truncate font-mono font-medium hover:underline"
        >
          {card.code}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: '9rem',
      cell: (card) => {
        const state = giftCardState(card);
        return <StatusBadge status={STATE_BADGE[state]}>{t(`states.${state}`)}</StatusBadge>;
      },
    },
    {
      id: 'balance',
      header: t('fields.balance'),
      width: '9rem',
      sort: 'balance',
      cell: (card) => cardMoney(card, card.balance, locale),
    },
    {
      id: 'value',
      header: t('fields.value'),
      width: '9rem',
      sort: 'value',
      cell: (card) => cardMoney(card, card.value, locale),
    },
    {
      id: 'region',
      header: t('fields.region'),
      width: 'minmax(9rem, 1fr)',
      cell: (card) => card.region?.name ?? '—',
    },
    {
      id: 'recipient',
      header: t('fields.recipient'),
      width: 'minmax(10rem, 1fr)',
      cell: (card) => <span className="truncate">{recipientOf(card) ?? '—'}</span>,
    },
    {
      id: 'ends_at',
      header: t('fields.endsAt'),
      width: '9rem',
      sort: 'ends_at',
      cell: (card) => (card.ends_at ? date(card.ends_at) : t('never')),
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      width: '9rem',
      sort: 'created_at',
      cell: (card) => date(card.created_at),
    },
  ];
}
