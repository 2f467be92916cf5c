import {
  adminAddCustomerGroupCustomersInvalidation,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import { adminAddCustomerGroupCustomers } from '@commerce/client/admin/customer-groups';
import type { AdminListCustomersData } from '@commerce/client/admin/customers';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkOutcome, runAll } from '../../lib/lists/bulk.ts';
import type { FilterOption } from '../../lib/lists/filter-menu.tsx';
import type { RowSelection } from '../../lib/lists/use-row-selection.ts';

export type ListedCustomer = AdminListCustomersData['customers'][number];

export interface CustomerBulkResult {
  outcome: BulkOutcome<ListedCustomer>;
  group: string;
}

export interface CustomerBulkActionsProps {
  selected: ListedCustomer[];
  selection: RowSelection<ListedCustomer>;
  groups: readonly FilterOption[];
  onResult: (result: CustomerBulkResult) => void;
}

/** Adds the selected customers to a group, in one request (`POST …/customers/batch`). */
export function CustomerBulkActions({
  selected,
  selection,
  groups,
  onResult,
}: CustomerBulkActionsProps) {
  const { t } = useTranslation('customers');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const addTo = async (id: string, name: string) => {
    setBusy(true);
    try {
      const outcome = await runAll(selected, (rows) =>
        adminAddCustomerGroupCustomers(
          client,
          { id },
          { customer_ids: rows.map((row) => ({ id: row.id })) },
        ),
      );
      await invalidateAfter(
        queryClient,
        adminAddCustomerGroupCustomersInvalidation,
        { id },
        undefined,
      );
      selection.setAll(outcome.succeeded, false);
      onResult({ outcome, group: name });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger size="small" disabled={busy}>
        {t('bulk.addToGroup')}
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={t('bulk.addToGroup')} className="max-h-80 overflow-y-auto">
        {groups.length === 0 && <DropdownMenuItem disabled>{t('bulk.noGroups')}</DropdownMenuItem>}
        {groups.map((group) => (
          <DropdownMenuItem key={group.value} onClick={() => void addTo(group.value, group.label)}>
            {group.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
