import { useStoreConfirmCustomerOrders } from '@commerce/client/store/orders';
import { Button } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { orderErrorKey } from './order-errors.ts';
import { FormAlert, linkClass, PageFrame } from './page-parts.tsx';

/**
 * `/orders/claim?token=`: the link of the claim email. Confirming
 * (`POST /store/orders/customer/confirm`) moves the orders to the account that asked; it
 * waits for the shopper's click, so a mail client opening the link changes nothing.
 */
export function ClaimConfirmPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation('orders');
  const confirm = useStoreConfirmCustomerOrders();
  if (!token) {
    return (
      <PageFrame title={t('claimConfirm.title')}>
        <p role="alert">{t('claimConfirm.missingToken')}</p>
        <Link to="/account/claim-orders" className={linkClass}>
          {t('claimConfirm.requestNew')}
        </Link>
      </PageFrame>
    );
  }
  if (confirm.isSuccess) {
    return (
      <PageFrame title={t('claimConfirm.title')}>
        <p role="status">{t('claimConfirm.done')}</p>
        <Link to="/account/orders" className={linkClass}>
          {t('claimConfirm.toOrders')}
        </Link>
      </PageFrame>
    );
  }
  const failure = confirm.isError ? orderErrorKey(confirm.error) : undefined;
  return (
    <PageFrame title={t('claimConfirm.title')} description={t('claimConfirm.description')}>
      <FormAlert message={failure} />
      {failure === 'errors.invalid_token' && (
        <Link to="/account/claim-orders" className={linkClass}>
          {t('claimConfirm.requestNew')}
        </Link>
      )}
      <Button isLoading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
        {t('claimConfirm.submit')}
      </Button>
    </PageFrame>
  );
}
