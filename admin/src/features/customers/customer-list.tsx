import { useMedusa } from '@commerce/client';
import { adminListCustomerGroupsQueryOptions } from '@commerce/client/admin/customer-groups';
import {
  type AdminListCustomersData,
  adminListCustomersQueryOptions,
} from '@commerce/client/admin/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkOutcomeNotice } from '../../lib/lists/bulk-outcome-notice.tsx';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { changeSearch, pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import {
  CustomerBulkActions,
  type CustomerBulkResult,
  type ListedCustomer,
} from './customer-bulk-actions.tsx';
import type { CustomerListSearch } from './customer-list-search.ts';

export interface CustomerListProps {
  search: CustomerListSearch;
  onSearchChange: SearchChange<CustomerListSearch>;
}

const customerId = (customer: ListedCustomer) => customer.id;

/** `/a/customers`: customers with search, group and account filters, and adding to groups. */
export function CustomerList({ search, onSearchChange }: CustomerListProps) {
  const { t, i18n } = useTranslation('customers');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const [result, setResult] = useState<CustomerBulkResult>();
  // Adding to a group changes customers: without `customers:write` rows are not selectable.
  const canChange = usePermissions().can('customers:write');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const accounts = search.has_account?.length === 1 ? search.has_account[0] === 'true' : undefined;
  const query = useQuery({
    ...adminListCustomersQueryOptions(client, {
      ...pageParams(search),
      expand: 'groups',
      ...(search.groups ? { groups: search.groups } : {}),
      ...(accounts === undefined ? {} : { has_account: accounts }),
    }),
    placeholderData: keepPreviousData,
    select: (data: AdminListCustomersData) => ({ rows: data.customers, count: data.count }),
  });
  const groups = useQuery({
    ...adminListCustomerGroupsQueryOptions(client, { limit: 1000, order: 'name' }),
    select: (data) => data.customer_groups.map((g) => ({ value: g.id, label: g.name })),
  });

  const columns: ListColumn<ListedCustomer>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      width: 'minmax(12rem, 1.5fr)',
      sort: 'last_name',
      required: true,
      cell: (customer) => (
        <Link
          to="/a/customers/$id"
          params={{ id: customer.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {displayNameOf(customer)}
        </Link>
      ),
    },
    {
      id: 'email',
      header: t('fields.email'),
      width: 'minmax(14rem, 2fr)',
      sort: 'email',
      cell: (customer) => <span className="truncate">{customer.email}</span>,
    },
    {
      id: 'account',
      header: t('fields.account'),
      width: '8rem',
      cell: (customer) => (customer.has_account ? t('account.registered') : t('account.guest')),
    },
    {
      id: 'groups',
      header: t('fields.groups'),
      width: 'minmax(10rem, 1fr)',
      cell: (customer) => (
        <span className="truncate">{customer.groups?.map((g) => g.name).join(', ') || '—'}</span>
      ),
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      width: '10rem',
      sort: 'created_at',
      cell: (customer) => dates.format(new Date(customer.created_at)),
    },
  ];

  return (
    <ListView
      listId="customers"
      label={t('title')}
      searchLabel={t('search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={customerId}
      rowName={displayNameOf}
      onOpenRow={(customer) =>
        void navigate({ to: '/a/customers/$id', params: { id: customer.id } })
      }
      filters={
        <>
          <FilterMenu
            label={t('filters.group')}
            options={groups.data ?? []}
            state={groups.isPending ? 'loading' : groups.isError ? 'error' : 'ready'}
            selected={search.groups}
            onChange={(values) => onSearchChange(changeSearch(search, { groups: values }))}
          />
          <FilterMenu
            label={t('filters.account')}
            options={[
              { value: 'true', label: t('account.registered') },
              { value: 'false', label: t('account.guest') },
            ]}
            selected={search.has_account}
            onChange={(values) => onSearchChange(changeSearch(search, { has_account: values }))}
          />
        </>
      }
      bulkLabel={t('bulk.label')}
      bulkActions={
        canChange
          ? (selected, selection) => (
              <CustomerBulkActions
                selected={selected}
                selection={selection}
                groups={groups.data ?? []}
                onResult={setResult}
              />
            )
          : undefined
      }
      notice={
        result && (
          <BulkOutcomeNotice
            outcome={result.outcome}
            rowName={displayNameOf}
            success={t('bulk.added', {
              count: result.outcome.succeeded.length,
              group: result.group,
            })}
            failure={t('bulk.addFailed', {
              count: result.outcome.failed.length,
              group: result.group,
            })}
            onDismiss={() => setResult(undefined)}
          />
        )
      }
      emptyTitle={t('empty.title')}
      emptyDescription={t('empty.description')}
    />
  );
}
