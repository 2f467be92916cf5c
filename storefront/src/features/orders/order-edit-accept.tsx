import { type MoneyRegion, useMedusa } from '@commerce/client';
import {
  type StoreGetOrderEditData,
  storeGetOrderEditQueryOptions,
  useStoreCompleteOrderEdit,
} from '@commerce/client/store/order-edits';
import {
  useStoreAuthorizePaymentCollectionSessions,
  useStoreCreatePaymentCollectionSession,
  useStoreGetPaymentCollection,
} from '@commerce/client/store/payment-collections';
import { Button } from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import { type OrdersKey, orderErrorKey } from './order-errors.ts';
import { FormAlert } from './page-parts.tsx';

type OrderEdit = StoreGetOrderEditData['order_edit'];

/** The edit's difference is paid with the manual provider, which needs no details. */
const EDIT_PROVIDER = 'manual';

/**
 * Accepting the changes. A positive difference is paid first through the edit's payment
 * collection: a manual session (`POST /store/payment-collections/{id}/sessions`), then
 * authorized (`…/sessions/batch/authorize`); then the edit is completed
 * (`POST /store/order-edits/{id}/complete`), which the server refuses while unpaid.
 */
export function OrderEditAccept({ edit, region }: { edit: OrderEdit; region: MoneyRegion }) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const headingId = useId();
  const collectionId = edit.payment_collection_id ?? '';
  const mustPay = edit.difference_due > 0 && collectionId !== '';
  const collection = useStoreGetPaymentCollection({ id: collectionId }, { enabled: mustPay });
  const openSession = useStoreCreatePaymentCollectionSession({ id: collectionId });
  const authorize = useStoreAuthorizePaymentCollectionSessions({ id: collectionId });
  const complete = useStoreCompleteOrderEdit({ id: edit.id });
  const [failure, setFailure] = useState<OrdersKey | undefined>();
  const [busy, setBusy] = useState(false);
  const amount = formatTotal(Math.abs(edit.difference_due), region);

  const accept = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      if (mustPay && collection.data?.payment_collection.status !== 'authorized') {
        const { payment_collection } = await openSession.mutateAsync({
          provider_id: EDIT_PROVIDER,
        });
        const session = (payment_collection.payment_sessions ?? []).find(
          (candidate) => candidate.provider_id === EDIT_PROVIDER,
        );
        if (!session) {
          setFailure('edit.noPayment');
          return;
        }
        await authorize.mutateAsync({ session_ids: [session.id] });
      }
      const { order_edit } = await complete.mutateAsync();
      queryClient.setQueryData(storeGetOrderEditQueryOptions(client, { id: edit.id }).queryKey, {
        order_edit,
      });
    } catch (error) {
      setFailure(orderErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-border p-4">
      <h2 id={headingId} className="text-lg font-medium">
        {t('edit.acceptTitle')}
      </h2>
      <FormAlert message={failure} />
      <p>
        {edit.difference_due > 0
          ? t('edit.payManual', { amount })
          : edit.difference_due < 0
            ? t('edit.refundLater', { amount })
            : t('edit.nothingToPay')}
      </p>
      <Button
        onClick={() => void accept()}
        isLoading={busy}
        disabled={mustPay && collection.isPending}
      >
        {edit.difference_due > 0 ? t('edit.payAndAccept', { amount }) : t('edit.accept')}
      </Button>
      {collection.isError && (
        <p role="alert" className="text-sm text-danger">
          {t(orderErrorKey(collection.error))}
        </p>
      )}
    </section>
  );
}
