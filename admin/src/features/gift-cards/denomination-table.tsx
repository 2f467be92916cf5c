import { useAdminDeleteProductVariant } from '@commerce/client/admin/products';
import {
  Button,
  ConfirmDialog,
  notify,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DenominationDialog } from './denomination-dialog.tsx';
import { type Denomination, type GiftCardProduct, priceIn } from './use-gift-card-product.ts';

export interface DenominationTableProps {
  product: GiftCardProduct;
  currencies: readonly string[];
}

/** The denominations, a price per store currency each, with edit and remove. */
export function DenominationTable({ product, currencies }: DenominationTableProps) {
  const { t, i18n } = useTranslation('gift-cards');
  const canEdit = usePermissions().can('products:write');
  const [editing, setEditing] = useState<Denomination>();
  const [removing, setRemoving] = useState<Denomination>();
  const remove = useAdminDeleteProductVariant({
    id: product.id,
    variant_id: removing?.id ?? '',
  });
  const variants = product.variants ?? [];

  const confirmRemove = async () => {
    const title = removing?.title ?? '';
    try {
      await remove.mutateAsync();
      notify.success(t('product.denominationRemoved', { title }));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
    setRemoving(undefined);
  };

  if (variants.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('product.noDenominations')}</p>;
  }
  return (
    <>
      <Table aria-label={t('product.denominations')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('product.denomination')}</TableHead>
            {currencies.map((currency) => (
              <TableHead key={currency} className="text-end">
                {currency.toUpperCase()}
              </TableHead>
            ))}
            {canEdit && (
              <TableHead>
                <span className="sr-only">{t('product.actions')}</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {variants.map((variant) => (
            <TableRow key={variant.id}>
              <TableCell className="font-medium">{variant.title}</TableCell>
              {currencies.map((currency) => {
                const price = priceIn(variant, currency);
                return (
                  <TableCell key={currency} className="text-end">
                    {price ? formatAmount(price.amount, currency, i18n.language) : '—'}
                  </TableCell>
                );
              })}
              {canEdit && (
                <TableCell className="text-end">
                  <div className="flex justify-end gap-2">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('product.editDenomination', { title: variant.title })}
                      onClick={() => setEditing(variant)}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('product.removeDenomination', { title: variant.title })}
                      onClick={() => setRemoving(variant)}
                    >
                      {t('actions.remove')}
                    </Button>
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DenominationDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        product={product}
        currencies={currencies}
        denomination={editing}
      />
      <ConfirmDialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        onConfirm={() => void confirmRemove()}
        isPending={remove.isPending}
        title={t('product.removeTitle', { title: removing?.title ?? '' })}
        description={t('product.removeDescription')}
        confirmLabel={t('actions.remove')}
        cancelLabel={t('actions.cancel')}
      />
    </>
  );
}
