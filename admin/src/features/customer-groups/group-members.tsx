import {
  adminRemoveCustomerGroupCustomersInvalidation,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import {
  type AdminListCustomerGroupCustomersData,
  adminListCustomerGroupCustomersQueryOptions,
  adminRemoveCustomerGroupCustomers,
} from '@commerce/client/admin/customer-groups';
import { Button } from '@commerce/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkOutcome, runAll } from '../../lib/lists/bulk.ts';
import { BulkOutcomeNotice } from '../../lib/lists/bulk-outcome-notice.tsx';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import type { GroupListSearch } from './group-list-search.ts';

type Member = AdminListCustomerGroupCustomersData['customers'][number];

const memberId = (member: Member) => member.id;

export interface GroupMembersProps {
  groupId: string;
  search: GroupListSearch;
  onSearchChange: SearchChange<GroupListSearch>;
  /** The outcome of adding customers, shown with the list's own notices. */
  added?: number | undefined;
}

/** The customers in a group (the list pattern), and removing the selected ones at once. */
export function GroupMembers({ groupId, search, onSearchChange }: GroupMembersProps) {
  const { t } = useTranslation('customers');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<BulkOutcome<Member>>();
  const [removing, setRemoving] = useState(false);
  // Removing members changes the group: without `customers:write` rows are not selectable.
  const canChange = usePermissions().can('customers:write');
  const query = useQuery({
    ...adminListCustomerGroupCustomersQueryOptions(client, { id: groupId, ...pageParams(search) }),
    placeholderData: keepPreviousData,
    select: (data: AdminListCustomerGroupCustomersData) => ({
      rows: data.customers,
      count: data.count,
    }),
  });
  const columns: ListColumn<Member>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      width: 'minmax(12rem, 1.5fr)',
      sort: 'last_name',
      required: true,
      cell: (member) => (
        <Link
          to="/a/customers/$id"
          params={{ id: member.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {displayNameOf(member)}
        </Link>
      ),
    },
    {
      id: 'email',
      header: t('fields.email'),
      width: 'minmax(14rem, 2fr)',
      sort: 'email',
      cell: (member) => <span className="truncate">{member.email}</span>,
    },
  ];

  const remove = async (rows: Member[], deselect: (rows: Member[]) => void) => {
    setRemoving(true);
    try {
      const result = await runAll(rows, (chosen) =>
        adminRemoveCustomerGroupCustomers(
          client,
          { id: groupId },
          { customer_ids: chosen.map((row) => ({ id: row.id })) },
        ),
      );
      // The rule's detail is the group's, under which its member list sits.
      await invalidateAfter(
        queryClient,
        adminRemoveCustomerGroupCustomersInvalidation,
        { id: groupId },
        undefined,
      );
      deselect(result.succeeded);
      setOutcome(result);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <ListView
      listId="customer-group-members"
      label={t('members.title')}
      searchLabel={t('members.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={memberId}
      rowName={displayNameOf}
      onOpenRow={(member) => void navigate({ to: '/a/customers/$id', params: { id: member.id } })}
      bulkLabel={t('members.actions')}
      bulkActions={
        canChange
          ? (selected, selection) => (
              <Button
                size="small"
                variant="danger"
                isLoading={removing}
                onClick={() => void remove(selected, (rows) => selection.setAll(rows, false))}
              >
                {t('members.remove')}
              </Button>
            )
          : undefined
      }
      notice={
        outcome && (
          <BulkOutcomeNotice
            outcome={outcome}
            rowName={displayNameOf}
            success={t('members.removed', { count: outcome.succeeded.length })}
            failure={t('members.removeFailed', { count: outcome.failed.length })}
            onDismiss={() => setOutcome(undefined)}
          />
        )
      }
      emptyTitle={t('members.emptyTitle')}
      emptyDescription={t('members.emptyDescription')}
    />
  );
}
