import type { AdminGetCustomerData } from '@commerce/client/admin/customers';
import { useTranslation } from 'react-i18next';

type Customer = AdminGetCustomerData['customer'];
type Address = NonNullable<Customer['shipping_addresses']>[number];

/** An address as lines, skipping what is empty. */
function lines(address: Address): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const city = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [
    name,
    address.company,
    address.address_1,
    address.address_2,
    city,
    address.province,
    address.country_code?.toUpperCase(),
    address.phone,
  ].filter((line): line is string => Boolean(line));
}

/** The customer's saved shipping addresses and the default billing address. */
export function CustomerAddresses({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const shipping = customer.shipping_addresses ?? [];
  const billing = customer.billing_address;
  return (
    <section aria-labelledby="customer-addresses" className="flex flex-col gap-3">
      <h2 id="customer-addresses" className="text-lg font-semibold">
        {t('addresses.title')}
      </h2>
      {shipping.length === 0 && !billing ? (
        <p className="text-sm text-muted-foreground">{t('addresses.none')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {billing && (
            <li className="rounded-md border border-border p-3 text-sm">
              <p className="mb-1 font-medium">{t('addresses.billing')}</p>
              <address className="not-italic">
                {lines(billing).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          )}
          {shipping.map((address) => (
            <li key={address.id} className="rounded-md border border-border p-3 text-sm">
              <p className="mb-1 font-medium">{t('addresses.shipping')}</p>
              <address className="not-italic">
                {lines(address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
