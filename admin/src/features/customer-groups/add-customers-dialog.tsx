import { useMedusa } from '@commerce/client';
import { useAdminAddCustomerGroupCustomers } from '@commerce/client/admin/customer-groups';
import { adminListCustomersInfiniteQueryOptions } from '@commerce/client/admin/customers';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../lib/people/display-name.ts';
import { PickManyDialog } from '../../lib/pick-many/pick-many-dialog.tsx';

/** Customers offered per page: enough to pick from, few enough to read. */
const RESULTS = 20;

export interface AddCustomersDialogProps {
  open: boolean;
  onClose: () => void;
  groupId: string;
  groupName: string;
  onAdded: (count: number) => void;
}

/**
 * Finds customers by name or email and adds the chosen ones to the group in one request.
 * Customers already in the group are shown ticked and cannot be chosen again.
 */
export function AddCustomersDialog({
  open,
  onClose,
  groupId,
  groupName,
  onAdded,
}: AddCustomersDialogProps) {
  const { t } = useTranslation('customers');
  const { client } = useMedusa();
  const add = useAdminAddCustomerGroupCustomers({ id: groupId });

  return (
    <PickManyDialog
      open={open}
      onClose={onClose}
      title={t('members.addTitle', { group: groupName })}
      searchLabel={t('search')}
      resultsLabel={t('members.results')}
      noResults={t('members.noResults')}
      query={(q) =>
        adminListCustomersInfiniteQueryOptions(client, {
          limit: RESULTS,
          expand: 'groups',
          ...(q ? { q } : {}),
        })
      }
      optionsOf={(page) =>
        page.customers.map((customer) => {
          const member = customer.groups?.some((group) => group.id === groupId) ?? false;
          return {
            id: customer.id,
            label: displayNameOf(customer),
            taken: member,
            detail: member ? t('members.already') : customer.email,
          };
        })
      }
      confirmLabel={(count) => t('members.addChosen', { count })}
      isConfirming={add.isPending}
      onConfirm={async (ids) => {
        await add.mutateAsync({ customer_ids: ids.map((id) => ({ id })) });
        onAdded(ids.length);
      }}
    />
  );
}
