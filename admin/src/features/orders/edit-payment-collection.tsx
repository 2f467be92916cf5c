import {
  useAdminAuthorizePaymentCollection,
  useAdminDeletePaymentCollection,
  useAdminGetPaymentCollection,
} from '@commerce/client/admin/payment-collections';
import { Button } from '@commerce/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { CollectionDescriptionDialog } from './collection-description-dialog.tsx';
import { CollectionPayment } from './collection-payment.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { useOrderMoney } from './use-order-money.ts';

type Action = 'describe' | 'authorize' | 'delete';

/** Deletable while nothing is authorized (the contract of DELETE /admin/payment-collections). */
const DELETABLE = ['not_paid', 'canceled'];
const AUTHORIZABLE = ['not_paid', 'awaiting', 'partially_authorized'];

/**
 * What an order edit asks the customer to pay (its payment collection): status, amount and
 * what is authorized, its payments, and the staff actions on it: describe it, mark it paid
 * by hand, or delete it while unpaid.
 */
export function EditPaymentCollection({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation('orders');
  const query = useAdminGetPaymentCollection({ id: collectionId });
  const authorize = useAdminAuthorizePaymentCollection({ id: collectionId });
  const remove = useAdminDeletePaymentCollection({ id: collectionId });
  const [action, setAction] = useState<Action>();
  // A deleted collection is gone for good: say so rather than read it again (404).
  const [deleted, setDeleted] = useState(false);
  const collection = query.data?.payment_collection;
  const money = useOrderMoney(collection?.currency_code ?? 'eur');
  const title = t('collection.title');

  const frame = (body: ReactNode) => (
    <section aria-label={title} className="flex flex-col gap-2 rounded-md bg-muted/40 p-3">
      <h4 className="font-medium">{title}</h4>
      {body}
    </section>
  );
  if (deleted) return frame(<p className="text-muted-foreground">{t('collection.gone')}</p>);
  if (query.isPending) return frame(<p className="text-muted-foreground">{t('loading')}</p>);
  if (query.isError || !collection) {
    return frame(
      <p role="alert" className="text-danger">
        {query.error?.status === 404 ? t('collection.gone') : t('loadFailed')}
      </p>,
    );
  }
  const close = () => setAction(undefined);
  const offered: Action[] = [
    ...(collection.status !== 'canceled' ? (['describe'] as const) : []),
    ...(AUTHORIZABLE.includes(collection.status) ? (['authorize'] as const) : []),
    ...(DELETABLE.includes(collection.status) ? (['delete'] as const) : []),
  ];
  return frame(
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{t('collection.status')}</dt>
        <dd>{t(`collection.statuses.${collection.status}`)}</dd>
        <dt className="text-muted-foreground">{t('collection.amount')}</dt>
        <dd className="tabular-nums">{money(collection.amount)}</dd>
        <dt className="text-muted-foreground">{t('collection.authorized')}</dt>
        <dd className="tabular-nums">{money(collection.authorized_amount)}</dd>
        <dt className="text-muted-foreground">{t('collection.description')}</dt>
        <dd>{collection.description || t('collection.noDescription')}</dd>
      </dl>
      {(collection.payments ?? []).length > 0 && (
        <ul aria-label={t('collection.payments')} className="flex flex-col gap-2">
          {(collection.payments ?? []).map((payment) => (
            <CollectionPayment
              key={payment.id}
              paymentId={payment.id}
              onChange={() => void query.refetch()}
            />
          ))}
        </ul>
      )}
      <Allowed permission="orders:write">
        <div className="flex flex-wrap gap-2">
          {offered.map((a) => (
            <Button
              key={a}
              size="small"
              variant={a === 'delete' ? 'danger' : 'secondary'}
              onClick={() => setAction(a)}
            >
              {t(`collection.${a}.button`)}
            </Button>
          ))}
        </div>
      </Allowed>
      {action === 'describe' && (
        <CollectionDescriptionDialog
          collectionId={collection.id}
          description={collection.description}
          onClose={() => {
            close();
            void query.refetch();
          }}
        />
      )}
      <ConfirmActionDialog
        open={action === 'authorize' || action === 'delete'}
        onClose={close}
        run={async () => {
          if (action === 'delete') {
            await remove.mutateAsync();
            setDeleted(true);
          } else {
            await authorize.mutateAsync();
            await query.refetch();
          }
        }}
        isPending={authorize.isPending || remove.isPending}
        title={t(`collection.${action === 'delete' ? 'delete' : 'authorize'}.title`)}
        description={t(`collection.${action === 'delete' ? 'delete' : 'authorize'}.description`, {
          amount: money(collection.amount),
        })}
        confirmLabel={t(`collection.${action === 'delete' ? 'delete' : 'authorize'}.button`)}
        done={t(`collection.${action === 'delete' ? 'delete' : 'authorize'}.done`)}
        tone={action === 'delete' ? 'danger' : 'primary'}
      />
    </>,
  );
}
