import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import type { DraftOrder } from './draft-order-list-query.ts';
import { DraftOrderStatusBadge } from './draft-order-status.tsx';

export interface DraftOrderColumnFormats {
  date: (iso: string) => string;
  locale: string;
}

/** The draft order list's columns; the draft's number names the row and links to it. */
export function draftOrderColumns(
  t: TFunction<'draft-orders'>,
  { date, locale }: DraftOrderColumnFormats,
): ListColumn<DraftOrder>[] {
  return [
    {
      id: 'display_id',
      header: t('columns.draft'),
      width: '7rem',
      required: true,
      cell: (draft) => (
        // Out of the tab order: the grid is one tab stop, and Enter opens the row.
        <Link
          to="/a/draft-orders/$id"
          params={{ id: draft.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {t('number', { number: draft.display_id })}
        </Link>
      ),
    },
    {
      id: 'created_at',
      header: t('columns.date'),
      width: '9rem',
      sort: 'created_at',
      cell: (draft) => <span className="truncate">{date(draft.created_at)}</span>,
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      width: 'minmax(14rem, 2fr)',
      cell: (draft) => <span className="truncate">{draft.cart?.email ?? ''}</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      width: '9rem',
      cell: (draft) => <DraftOrderStatusBadge status={draft.status} />,
    },
    {
      id: 'total',
      header: t('columns.total'),
      width: '9rem',
      cell: (draft) => {
        if (!draft.cart) return null;
        // Medusa v1 lists drafts without their cart's totals or region (its list computes
        // none, and `fields` cannot ask for them; the contract's CartFields says so): an
        // unknown total is a dash, not €0.00. The draft's own page has it.
        const { total } = draft.cart;
        return (
          <span className="truncate tabular-nums">
            {total === undefined
              ? '—'
              : formatAmount(total, draft.cart.region?.currency_code ?? 'eur', locale)}
          </span>
        );
      },
    },
  ];
}
