import { useMedusa } from '@commerce/client';
import {
  adminGetCustomerQueryOptions,
  adminListCustomersQueryOptions,
} from '@commerce/client/admin/customers';
import {
  Badge,
  Button,
  Input,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@commerce/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/lists/search-field.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';

/** Customers offered per search: enough to pick from, few enough to read. */
const RESULTS = 10;

export interface OrderCustomerFilterProps {
  /** The chosen customer's id, if any. */
  customerId: string | undefined;
  onChange: (customerId: string | undefined) => void;
}

/**
 * Narrows the list to one customer's orders (the API filters by one customer): a button
 * naming the chosen customer, and a dialog that finds customers by name or email.
 */
export function OrderCustomerFilter({ customerId, onChange }: OrderCustomerFilterProps) {
  const { t } = useTranslation('orders');
  const { client } = useMedusa();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const chosen = useQuery({
    ...adminGetCustomerQueryOptions(client, { id: customerId ?? '' }),
    enabled: Boolean(customerId),
  });
  const results = useQuery({
    ...adminListCustomersQueryOptions(client, { limit: RESULTS, ...(q ? { q } : {}) }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setOpen(false);
    setText('');
  };
  const choose = (id: string | undefined) => {
    onChange(id);
    close();
  };
  const name = chosen.data ? displayNameOf(chosen.data.customer) : undefined;

  return (
    <>
      <Button
        size="small"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={customerId ? t('filters.customerChosen', { name: name ?? '…' }) : undefined}
      >
        {t('filters.customer')}
        {customerId && (
          <Badge size="small" variant="info" aria-hidden="true">
            {name ?? 1}
          </Badge>
        )}
      </Button>
      <Modal open={open} onClose={close}>
        <ModalHeader>
          <ModalTitle>{t('filters.customerTitle')}</ModalTitle>
        </ModalHeader>
        <ModalBody className="flex flex-col gap-3">
          <Input
            type="search"
            aria-label={t('filters.customerSearch')}
            placeholder={t('filters.customerSearch')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autoFocus
          />
          {results.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('filters.customerFailed')}
            </p>
          ) : (
            <ul
              aria-label={t('filters.customerResults')}
              aria-busy={results.isFetching || undefined}
              className="flex flex-col gap-1"
            >
              {results.data?.customers.length === 0 && (
                <li className="text-sm text-muted-foreground">{t('filters.customerNone')}</li>
              )}
              {results.data?.customers.map((customer) => (
                <li key={customer.id}>
                  <button
                    type="button"
                    aria-pressed={customer.id === customerId}
                    onClick={() => choose(customer.id)}
                    className="flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-start text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus-ring aria-pressed:bg-muted"
                  >
                    <span className="min-w-0 flex-1 truncate">{displayNameOf(customer)}</span>
                    <span className="truncate text-muted-foreground">{customer.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ModalBody>
        <ModalFooter>
          {customerId && (
            <Button variant="secondary" onClick={() => choose(undefined)}>
              {t('filters.customerClear')}
            </Button>
          )}
          <Button variant="secondary" onClick={close}>
            {t('actions.close')}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  );
}
