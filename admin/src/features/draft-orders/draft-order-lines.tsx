import { useAdminCreateDraftOrderLineItem } from '@commerce/client/admin/draft-orders';
import { Button, notify, Section } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { type PickedVariant, VariantPickerDialog } from '../../lib/variant-picker/index.ts';
import { CustomLineDialog } from './custom-line-dialog.tsx';
import { DraftLineRow } from './draft-line-row.tsx';
import type { DraftCart } from './draft-order-detail-types.ts';
import { useDraftAccess } from './use-draft-access.ts';

export interface DraftOrderLinesProps {
  draftId: string;
  cart: DraftCart;
  editable: boolean;
  money: (amount: number) => string;
}

/** The draft's items: change a quantity, remove a line, add from the catalogue or a custom one. */
export function DraftOrderLines({ draftId, cart, editable, money }: DraftOrderLinesProps) {
  const { t, i18n } = useTranslation('draft-orders');
  const [dialog, setDialog] = useState<'pick' | 'custom'>();
  const add = useAdminCreateDraftOrderLineItem({ id: draftId });
  const currencyCode = cart.region?.currency_code ?? 'eur';
  const { catalogue } = useDraftAccess();

  const addPicked = async (picked: PickedVariant[]) => {
    try {
      // One request per variant; each answers the whole draft, the last one wins the cache.
      for (const variant of picked) {
        await add.mutateAsync({ variant_id: variant.variantId, quantity: variant.quantity });
      }
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };

  return (
    <Section
      title={t('lines.title')}
      actions={
        editable && (
          <div className="flex gap-2">
            {catalogue && (
              <Button
                variant="secondary"
                size="small"
                isLoading={add.isPending}
                onClick={() => setDialog('pick')}
              >
                {t('lines.addFromCatalogue')}
              </Button>
            )}
            <Button variant="secondary" size="small" onClick={() => setDialog('custom')}>
              {t('lines.addCustom')}
            </Button>
          </div>
        )
      }
    >
      {(cart.items ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('lines.empty')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-start text-xs text-muted-foreground">
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('lines.item')}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">
                {t('lines.unitPriceShort')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('lines.quantity')}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">
                {t('lines.total')}
              </th>
              {editable && (
                <th scope="col" className="py-2 text-end font-medium">
                  <span className="sr-only">{t('lines.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {(cart.items ?? []).map((line) => (
              <DraftLineRow
                key={line.id}
                draftId={draftId}
                line={line}
                editable={editable}
                money={money}
              />
            ))}
          </tbody>
        </table>
      )}
      <VariantPickerDialog
        open={dialog === 'pick'}
        onOpenChange={(open) => setDialog(open ? 'pick' : undefined)}
        title={t('lines.pickTitle')}
        currencyCode={currencyCode}
        onPick={(picked) => void addPicked(picked)}
      />
      <CustomLineDialog
        draftId={draftId}
        currencyCode={currencyCode}
        open={dialog === 'custom'}
        onClose={() => setDialog(undefined)}
      />
    </Section>
  );
}
