import type { AdminGetCustomerData } from '@commerce/client/admin/customers';
import { Button, HeadingLevel } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceNotes } from '../../lib/notes/resource-notes.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { CustomerAddresses } from './customer-addresses.tsx';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { CustomerGroupsSection } from './customer-groups-section.tsx';
import { CustomerOrders } from './customer-orders.tsx';

type Customer = AdminGetCustomerData['customer'];

/** `/a/customers/{id}`: who the customer is, their groups, addresses, orders and notes. */
export function CustomerDetail({ customer }: { customer: Customer }) {
  const { t, i18n } = useTranslation('customers');
  const [editing, setEditing] = useState(false);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    // Sections and cards inside are h2 under the page's h1.
    <HeadingLevel>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
        <div className="flex flex-col gap-2">
          <Link to="/a/customers" className="text-sm text-primary hover:underline">
            {t('detail.back')}
          </Link>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-semibold break-words">{displayNameOf(customer)}</h1>
            <Allowed permission="customers:write">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('actions.edit')}
              </Button>
            </Allowed>
          </div>
          <ReadOnlyNotice permission="customers:write" />
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('fields.email')}</dt>
          <dd className="break-all">{customer.email}</dd>
          <dt className="text-muted-foreground">{t('fields.phone')}</dt>
          <dd>{customer.phone || '—'}</dd>
          <dt className="text-muted-foreground">{t('fields.account')}</dt>
          <dd>{customer.has_account ? t('account.registered') : t('account.guest')}</dd>
          <dt className="text-muted-foreground">{t('fields.createdAt')}</dt>
          <dd>{dates.format(new Date(customer.created_at))}</dd>
        </dl>
        <CustomerGroupsSection customer={customer} />
        {/* The orders are the orders area's: a role without it has no such section. */}
        <Allowed permission="orders:read">
          <CustomerOrders customerId={customer.id} />
        </Allowed>
        <CustomerAddresses customer={customer} />
        <ResourceNotes resourceType="customer" resourceId={customer.id} />
        <CustomerFormDialog open={editing} onClose={() => setEditing(false)} customer={customer} />
      </div>
    </HeadingLevel>
  );
}
