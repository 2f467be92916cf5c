import { useAdminDeletePriceList } from '@commerce/client/admin/price-lists';
import { StatusBadge } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFacts } from '../../lib/detail-page/detail-facts.tsx';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import { PriceListEditDialog } from './price-list-edit-dialog.tsx';
import { groupNames, type PriceList, priceListState, STATE_BADGE } from './price-list-format.ts';
import { PriceListPrices, type PriceListPricesProps } from './price-list-prices.tsx';

export type PriceListDetailProps = { list: PriceList } & Omit<PriceListPricesProps, 'list'>;

/** `/a/pricing/{id}`: a price list's terms, its prices in the grid, edit and delete. */
export function PriceListDetail({ list, ...grid }: PriceListDetailProps) {
  const { t, i18n } = useTranslation('pricing');
  const [editing, setEditing] = useState(false);
  const remove = useAdminDeletePriceList({ id: list.id });
  const state = priceListState(list);
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';

  const facts: [string, string][] = [
    [t('fields.type'), t(`types.${list.type}`)],
    [t('fields.customerGroups'), groupNames(list) ?? t('everyone')],
    [t('fields.startsAt'), date(list.starts_at)],
    [t('fields.endsAt'), date(list.ends_at)],
    [t('fields.description'), list.description || '—'],
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('back')}
        title={list.name}
        status={<StatusBadge status={STATE_BADGE[state]}>{t(`states.${state}`)}</StatusBadge>}
        permission="pricing:write"
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('deleted', { name: list.name }),
          listTo: '/a/pricing',
          title: t('deleteTitle', { name: list.name }),
          description: t('deleteDescription'),
        }}
      />
      <DetailFacts layout="card" facts={facts} className="lg:grid-cols-3" />
      <PriceListPrices list={list} {...grid} />
      <PriceListEditDialog open={editing} onClose={() => setEditing(false)} list={list} />
    </div>
  );
}
