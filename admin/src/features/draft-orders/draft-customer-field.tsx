import { useMedusa } from '@commerce/client';
import { adminListCustomersQueryOptions } from '@commerce/client/admin/customers';
import { Button } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/forms/text-field.tsx';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/lists/search-field.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';
import type { DraftOrderValues } from './draft-order-form.ts';
import { useDraftAccess } from './use-draft-access.ts';

const SUGGESTIONS = 5;

/**
 * The draft's customer: an email (a new customer is made from it by the server), with the
 * existing customers matching what is typed offered to pick from.
 */
export function DraftCustomerField() {
  const { t } = useTranslation('draft-orders');
  const { client } = useMedusa();
  const form = useFormContext<DraftOrderValues>();
  const email = useWatch({ control: form.control, name: 'email' });
  const customerId = useWatch({ control: form.control, name: 'customer_id' });
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(email.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email]);
  // Suggestions read the customers area; without it the email alone makes the customer.
  const { customers: suggestible } = useDraftAccess();
  const searching = suggestible && q.length >= 2 && customerId === '';
  const found = useQuery({
    ...adminListCustomersQueryOptions(client, { q, limit: SUGGESTIONS }),
    enabled: searching,
  });
  const customers = customerId === '' ? (found.data?.customers ?? []) : [];
  const registered = form.register('email', {
    // Typing another address lets go of the customer picked before.
    onChange: () => form.setValue('customer_id', ''),
  });

  return (
    <div className="flex flex-col gap-2">
      <TextField
        {...registered}
        type="email"
        autoComplete="off"
        label={t('form.email')}
        description={customerId ? t('form.existingCustomer') : t('form.emailHint')}
        required
      />
      {/* Announced politely: the suggestions are a help, typing goes on meanwhile. */}
      <p role="status" className="text-sm text-muted-foreground">
        {searching && found.isFetching ? t('form.searchingCustomers') : ''}
        {searching && found.isError ? t('form.customerSearchFailed') : ''}
      </p>
      {customers.length > 0 && (
        <ul aria-label={t('form.matchingCustomers')} className="flex flex-col gap-1">
          {customers.map((customer) => (
            <li key={customer.id}>
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  form.setValue('email', customer.email, { shouldValidate: true });
                  form.setValue('customer_id', customer.id);
                }}
              >
                {t('form.useCustomer', {
                  name: displayNameOf(customer),
                  email: customer.email,
                })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
