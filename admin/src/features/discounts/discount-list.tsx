import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { BulkOutcomeNotice } from '../../lib/lists/bulk-outcome-notice.tsx';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DiscountBulkActions, type DiscountBulkResult } from './discount-bulk-actions.tsx';
import { discountColumns } from './discount-columns.tsx';
import { discountListQueryOptions, type ListedDiscount } from './discount-list-query.ts';
import { type DiscountListSearch, RULE_TYPES } from './discount-list-search.ts';

export interface DiscountListProps {
  search: DiscountListSearch;
  onSearchChange: SearchChange<DiscountListSearch>;
}

const discountId = (discount: ListedDiscount) => discount.id;
const discountName = (discount: ListedDiscount) => discount.code;

/** `/a/discounts`: every discount, searchable by code, with filters and bulk actions. */
export function DiscountList({ search, onSearchChange }: DiscountListProps) {
  const { t, i18n } = useTranslation('discounts');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const query = useQuery(discountListQueryOptions(client, search));
  const [result, setResult] = useState<DiscountBulkResult>();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const filter = (name: keyof DiscountListSearch) => (values: string[]) =>
    onSearchChange(changeSearch(search, { [name]: values }));

  return (
    <ListView
      listId="discounts"
      label={t('title')}
      searchLabel={t('search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={discountColumns(t, i18n.language, (iso) => dates.format(new Date(iso)))}
      getRowId={discountId}
      rowName={discountName}
      onOpenRow={(discount) =>
        void navigate({ to: '/a/discounts/$id', params: { id: discount.id } })
      }
      filters={
        <>
          <FilterMenu
            label={t('filters.status')}
            options={[
              { value: 'false', label: t('filters.enabled') },
              { value: 'true', label: t('filters.disabled') },
            ]}
            selected={search.is_disabled}
            onChange={filter('is_disabled')}
          />
          <FilterMenu
            label={t('filters.kind')}
            options={[
              { value: 'false', label: t('kinds.static') },
              { value: 'true', label: t('kinds.dynamic') },
            ]}
            selected={search.is_dynamic}
            onChange={filter('is_dynamic')}
          />
          {/* The API filters by one rule type: choosing another replaces the first. */}
          <FilterMenu
            label={t('filters.type')}
            options={RULE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            selected={search.type}
            onChange={(values) => filter('type')(values.slice(-1))}
          />
        </>
      }
      bulkLabel={t('bulk.label')}
      // Every bulk action changes discounts: a read-only role gets no selection at all.
      bulkActions={
        can('discounts:write')
          ? (selected, selection) => (
              <DiscountBulkActions selected={selected} selection={selection} onResult={setResult} />
            )
          : undefined
      }
      notice={
        result && (
          <BulkOutcomeNotice
            outcome={result.outcome}
            rowName={discountName}
            success={t(`bulk.${result.action}Done`, { count: result.outcome.succeeded.length })}
            failure={t('bulk.failed', { count: result.outcome.failed.length })}
            onDismiss={() => setResult(undefined)}
            reason={(error) => serverErrorMessage(error, i18n.t)}
          />
        )
      }
      emptyTitle={t('empty.title')}
      emptyDescription={t('empty.description')}
    />
  );
}
