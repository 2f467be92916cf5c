import { Button, EmptyState } from '@commerce/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopperQuery } from '../../lib/shopper/shopper.ts';
import { AddressCard } from './address-card.tsx';
import { AddressForm } from './address-form.tsx';
import { AccountLoadError, AccountLoading, SessionEnded } from './query-state.tsx';

/** Which form is open: a new address, or the saved address with this id. */
type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/** `/account/addresses`: the saved shipping addresses; add, edit and delete them. */
export function AddressesPage() {
  const { t } = useTranslation('account');
  const shopper = useShopperQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  const addresses = shopper.data?.shipping_addresses ?? [];
  const open = (next: Editing) => {
    setNotice('');
    setEditing(next);
  };
  /** Closes the form and puts focus back where the shopper opened it. */
  const close = (result: 'saved' | 'canceled') => {
    const was = editing;
    setEditing(null);
    if (result === 'saved') {
      setNotice(was?.kind === 'edit' ? t('addresses.updated') : t('addresses.added'));
    }
    requestAnimationFrame(() => {
      const target =
        was?.kind === 'edit' ? document.getElementById(`edit-${was.id}`) : addButton.current;
      target?.focus();
    });
  };

  let body: ReactNode;
  if (shopper.isPending) body = <AccountLoading />;
  else if (shopper.isError) {
    body = <AccountLoadError error={shopper.error} retry={() => void shopper.refetch()} />;
  } else if (!shopper.data) body = <SessionEnded />;
  else {
    body = (
      <>
        {addresses.length === 0 && editing === null && (
          <EmptyState title={t('addresses.empty')} description={t('addresses.emptyHint')} />
        )}
        {addresses.length > 0 && (
          <ul aria-label={t('addresses.listLabel')} className="grid gap-4 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className={editing?.kind === 'edit' ? 'sm:col-span-2' : ''}>
                {editing?.kind === 'edit' && editing.id === address.id ? (
                  <AddressForm address={address} onDone={close} />
                ) : (
                  <AddressCard
                    address={address}
                    onEdit={() => open({ kind: 'edit', id: address.id })}
                    onDeleted={() => {
                      setNotice(t('addresses.deleted'));
                      requestAnimationFrame(() => addButton.current?.focus());
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {editing?.kind === 'new' ? (
          <AddressForm shopper={shopper.data} onDone={close} />
        ) : (
          <Button ref={addButton} onClick={() => open({ kind: 'new' })}>
            {t('addresses.add')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-semibold">{t('addresses.title')}</h1>
        <p className="text-muted-foreground">{t('addresses.description')}</p>
      </div>
      <p role="status" className="text-sm text-success">
        {notice}
      </p>
      {body}
    </div>
  );
}
