import { Button, Section } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ContactDialog, type ContactPart } from './order-contact-dialogs.tsx';
import { orderCustomerName } from './order-people.ts';
import type { Order } from './order-state.ts';

type Address = NonNullable<Order['shipping_address']>;

function AddressLines({ address }: { address: Address }) {
  const lines = [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company,
    address.address_1,
    address.address_2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    [address.province, address.country_code?.toUpperCase()].filter(Boolean).join(', '),
    address.phone,
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** A label with its edit button (absent on a canceled order, which the server refuses). */
function Term({ label, edit }: { label: string; edit?: ReactNode }) {
  return (
    <dt className="flex items-center justify-between gap-2 text-muted-foreground">
      {label}
      {edit}
    </dt>
  );
}

/**
 * Who placed the order and where it goes: the customer, the email, both addresses; the
 * email and each address can be changed in a dialog of its own (with `orders:write`).
 */
export function OrderCustomer({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const name = orderCustomerName(order) ?? order.email;
  const [editing, setEditing] = useState<ContactPart>();
  const { can } = usePermissions();
  const addresses = [
    ['shipping_address', t('customer.shipping'), order.shipping_address],
    ['billing_address', t('customer.billing'), order.billing_address],
  ] as const;
  const edit = (part: ContactPart) =>
    order.status === 'canceled' || !can('orders:write') ? undefined : (
      <Button size="small" variant="ghost" onClick={() => setEditing(part)}>
        {t(`contact.${part}.button`)}
      </Button>
    );
  return (
    <Section title={t('customer.title')}>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('customer.name')}</dt>
          <dd>
            {/* The customer's page is the customers area's: no link a role could not open. */}
            {order.customer_id && can('customers:read') ? (
              <Link
                to="/a/customers/$id"
                params={{ id: order.customer_id }}
                className="text-primary hover:underline"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </dd>
        </div>
        <div>
          <Term label={t('customer.email')} edit={edit('email')} />
          <dd className="break-all">{order.email}</dd>
        </div>
        {order.region && (
          <div>
            <dt className="text-muted-foreground">{t('customer.region')}</dt>
            <dd>
              {order.region.name} ({order.currency_code.toUpperCase()})
            </dd>
          </div>
        )}
        {addresses.map(([part, label, address]) => (
          <div key={part}>
            <Term label={label} edit={edit(part)} />
            <dd>{address ? <AddressLines address={address} /> : t('customer.noAddress')}</dd>
          </div>
        ))}
      </dl>
      <ContactDialog order={order} part={editing} onClose={() => setEditing(undefined)} />
    </Section>
  );
}
