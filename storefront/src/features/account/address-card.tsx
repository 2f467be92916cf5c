import { languageOf } from '@commerce/client/i18n';
import { useStoreDeleteCustomerAddress } from '@commerce/client/store/customers';
import { Button, ConfirmDialog } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addressLines,
  addressSummary,
  type SavedAddress,
} from '../../lib/address/address-format.ts';
import { requestErrorKey } from './account-errors.ts';

export interface AddressCardProps {
  address: SavedAddress;
  onEdit(): void;
  onDeleted(): void;
}

/** A saved address, with Edit and Delete (asked first: `DELETE /store/customers/me/addresses/{id}`). */
export function AddressCard({ address, onEdit, onDeleted }: AddressCardProps) {
  const { t, i18n } = useTranslation('account');
  const remove = useStoreDeleteCustomerAddress({ address_id: address.id });
  const [confirming, setConfirming] = useState(false);
  const summary = addressSummary(address);
  const lines = addressLines(address, languageOf(i18n.language).htmlLang);
  return (
    <div className="flex h-full flex-col justify-between gap-4 rounded-lg border border-border p-4">
      <address className="text-sm not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        {address.phone && <span className="block text-muted-foreground">{address.phone}</span>}
      </address>
      <div className="flex gap-2">
        <Button
          id={`edit-${address.id}`}
          variant="secondary"
          size="small"
          aria-label={t('addresses.editLabel', { address: summary })}
          onClick={onEdit}
        >
          {t('addresses.edit')}
        </Button>
        <Button
          variant="danger"
          size="small"
          aria-label={t('addresses.deleteLabel', { address: summary })}
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t('addresses.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
          } catch {
            return;
          }
          setConfirming(false);
          onDeleted();
        }}
        title={t('addresses.deleteTitle')}
        description={t('addresses.deleteBody', { address: summary })}
        confirmLabel={t('addresses.delete')}
        cancelLabel={t('addresses.cancel')}
        isPending={remove.isPending}
      >
        {remove.isError && (
          <p role="alert" className="text-sm text-danger">
            {t(requestErrorKey(remove.error))}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
