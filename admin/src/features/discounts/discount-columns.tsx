import { StatusBadge } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { discountState, discountValueText, STATE_BADGE, usageText } from './discount-format.ts';
import type { ListedDiscount } from './discount-list-query.ts';

/** The discount list's columns; `date` formats an ISO date in the user's language. */
export function discountColumns(
  t: TFunction<'discounts'>,
  locale: string,
  date: (iso: string) => string,
): ListColumn<ListedDiscount>[] {
  return [
    {
      id: 'code',
      header: t('fields.code'),
      width: 'minmax(12rem, 2fr)',
      sort: 'code',
      required: true,
      cell: (discount) => (
        <Link
          to="/a/discounts/$id"
          params={{ id: discount.id }}
          tabIndex={-1}
          className="truncate font-mono font-medium hover:underline"
        >
          {discount.code}
        </Link>
      ),
    },
    {
      id: 'value',
      header: t('fields.value'),
      width: 'minmax(8rem, 1fr)',
      cell: (discount) => (
        <span className="truncate">{discountValueText(discount, t, locale)}</span>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: '9rem',
      cell: (discount) => {
        const state = discountState(discount);
        return <StatusBadge status={STATE_BADGE[state]}>{t(`states.${state}`)}</StatusBadge>;
      },
    },
    {
      id: 'kind',
      header: t('fields.kind'),
      width: '10rem',
      cell: (discount) =>
        discount.parent_discount_id
          ? t('kinds.generated')
          : discount.is_dynamic
            ? t('kinds.dynamic')
            : t('kinds.static'),
    },
    {
      id: 'usage',
      header: t('fields.usage'),
      width: '7rem',
      cell: (discount) => usageText(discount),
    },
    {
      id: 'starts_at',
      header: t('fields.startsAt'),
      width: '9rem',
      sort: 'starts_at',
      cell: (discount) => date(discount.starts_at),
    },
    {
      id: 'ends_at',
      header: t('fields.endsAt'),
      width: '9rem',
      sort: 'ends_at',
      cell: (discount) => (discount.ends_at ? date(discount.ends_at) : '—'),
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      width: '9rem',
      sort: 'created_at',
      hidden: true,
      cell: (discount) => date(discount.created_at),
    },
  ];
}
