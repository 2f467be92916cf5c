import { useMedusa } from '@commerce/client';
import {
  type AdminListCustomerGroupsData,
  adminListCustomerGroupsQueryOptions,
} from '@commerce/client/admin/customer-groups';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import type { GroupListSearch } from './group-list-search.ts';

type Group = AdminListCustomerGroupsData['customer_groups'][number];

const groupId = (group: Group) => group.id;
const groupName = (group: Group) => group.name;

/** `/a/customers/groups`: customer groups, searchable by name. */
export function GroupList({
  search,
  onSearchChange,
}: {
  search: GroupListSearch;
  onSearchChange: SearchChange<GroupListSearch>;
}) {
  const { t, i18n } = useTranslation('customers');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const query = useQuery({
    ...adminListCustomerGroupsQueryOptions(client, pageParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListCustomerGroupsData) => ({
      rows: data.customer_groups,
      count: data.count,
    }),
  });
  const columns: ListColumn<Group>[] = [
    {
      id: 'name',
      header: t('fields.groupName'),
      width: 'minmax(14rem, 2fr)',
      sort: 'name',
      required: true,
      cell: (group) => (
        <Link
          to="/a/customers/groups/$id"
          params={{ id: group.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {group.name}
        </Link>
      ),
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      width: '10rem',
      sort: 'created_at',
      cell: (group) => dates.format(new Date(group.created_at)),
    },
  ];
  return (
    <ListView
      listId="customer-groups"
      label={t('sections.groups')}
      searchLabel={t('groupsList.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={groupId}
      rowName={groupName}
      onOpenRow={(group) =>
        void navigate({ to: '/a/customers/groups/$id', params: { id: group.id } })
      }
      emptyTitle={t('groupsList.emptyTitle')}
      emptyDescription={t('groupsList.emptyDescription')}
    />
  );
}
