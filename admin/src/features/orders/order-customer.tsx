import { Section } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
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

/** Who placed the order and where it goes: the customer, the email, both addresses. */
export function OrderCustomer({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const name = orderCustomerName(order) ?? order.email;
  const addresses = [
    [t('customer.shipping'), order.shipping_address],
    [t('customer.billing'), order.billing_address],
  ] as const;
  return (
    <Section title={t('customer.title')}>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('customer.name')}</dt>
          <dd>
            {order.customer_id ? (
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
          <dt className="text-muted-foreground">{t('customer.email')}</dt>
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
        {addresses.map(([label, address]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{address ? <AddressLines address={address} /> : t('customer.noAddress')}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
