import { useMedusa } from '@commerce/client';
import {
  adminListCustomersQueryOptions,
  useAdminAddCustomerGroupCustomers,
} from '@commerce/client/admin';
import {
  Button,
  Checkbox,
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
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/lists/search-field.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';

/** Customers offered per search: enough to pick from, few enough to read. */
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
  const { t, i18n } = useTranslation('customers');
  const { client } = useMedusa();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();
  const add = useAdminAddCustomerGroupCustomers({ id: groupId });
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    ...adminListCustomersQueryOptions(client, {
      limit: RESULTS,
      expand: 'groups',
      ...(q ? { q } : {}),
    }),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const close = () => {
    setText('');
    setChosen(new Set());
    setFailure(undefined);
    onClose();
  };
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = async () => {
    try {
      await add.mutateAsync({ customer_ids: [...chosen].map((id) => ({ id })) });
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
      return;
    }
    onAdded(chosen.size);
    close();
  };

  return (
    <Modal open={open} onClose={close}>
      <ModalHeader>
        <ModalTitle>{t('members.addTitle', { group: groupName })}</ModalTitle>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-3">
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoFocus
        />
        <ul
          aria-label={t('members.results')}
          aria-busy={results.isFetching || undefined}
          className="flex flex-col gap-1"
        >
          {results.data?.customers.length === 0 && (
            <li className="text-sm text-muted-foreground">{t('members.noResults')}</li>
          )}
          {results.data?.customers.map((customer) => {
            const member = customer.groups?.some((group) => group.id === groupId) ?? false;
            return (
              <li key={customer.id}>
                {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders a native input inside the label. */}
                <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
                  <Checkbox
                    checked={member || chosen.has(customer.id)}
                    disabled={member}
                    onCheckedChange={() => toggle(customer.id)}
                  />
                  <span className="min-w-0 flex-1 truncate">{displayNameOf(customer)}</span>
                  <span className="truncate text-muted-foreground">
                    {member ? t('members.already') : customer.email}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button
          disabled={chosen.size === 0}
          isLoading={add.isPending}
          onClick={() => void submit()}
        >
          {t('members.addChosen', { count: chosen.size })}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
