import { useMedusa } from '@commerce/client';
import { adminListCustomerGroupsQueryOptions } from '@commerce/client/admin/customer-groups';
import {
  type AdminGetCustomerData,
  useAdminUpdateCustomer,
} from '@commerce/client/admin/customers';
import {
  Badge,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  notify,
} from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';

type Customer = AdminGetCustomerData['customer'];

/** The groups a customer is in, and joining or leaving them (the customer's `groups`). */
export function CustomerGroupsSection({ customer }: { customer: Customer }) {
  const { t, i18n } = useTranslation('customers');
  const { client } = useMedusa();
  const update = useAdminUpdateCustomer({ id: customer.id });
  // The groups to choose from are read only for a role that may change the customer.
  const canChange = usePermissions().can('customers:write');
  const all = useQuery({
    ...adminListCustomerGroupsQueryOptions(client, { limit: 1000, order: 'name' }),
    enabled: canChange,
  });
  const current = customer.groups ?? [];
  const ids = new Set(current.map((group) => group.id));

  const toggle = async (id: string) => {
    const next = ids.has(id) ? [...ids].filter((other) => other !== id) : [...ids, id];
    try {
      await update.mutateAsync({ groups: next.map((group) => ({ id: group })) });
    } catch (error) {
      notify.error(t('groups.changeFailed'), { description: serverErrorMessage(error, i18n.t) });
    }
  };

  return (
    <section aria-labelledby="customer-groups" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="customer-groups" className="text-lg font-semibold">
          {t('groups.title')}
        </h2>
        {canChange && (
          <DropdownMenu>
            <DropdownMenuTrigger size="small" disabled={update.isPending}>
              {t('groups.change')}
            </DropdownMenuTrigger>
            <DropdownMenuContent
              aria-label={t('groups.change')}
              className="max-h-80 overflow-y-auto"
            >
              {all.data?.customer_groups.length === 0 && (
                <DropdownMenuItem disabled>{t('bulk.noGroups')}</DropdownMenuItem>
              )}
              {all.data?.customer_groups.map((group) => (
                <DropdownMenuCheckboxItem
                  key={group.id}
                  name="groups"
                  value={group.id}
                  checked={ids.has(group.id)}
                  onChange={() => void toggle(group.id)}
                >
                  {group.name}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {current.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('groups.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {current.map((group) => (
            <li key={group.id}>
              <Link to="/a/customers/groups/$id" params={{ id: group.id }}>
                <Badge>{group.name}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
