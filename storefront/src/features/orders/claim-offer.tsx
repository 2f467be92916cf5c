import { useStoreRequestCustomerOrders } from '@commerce/client/store/orders';
import { Button } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';
import { useShopper } from '../../lib/shopper/shopper.ts';
import { orderErrorKey } from './order-errors.ts';
import { linkClass } from './page-parts.tsx';

/**
 * Under a looked-up order: a signed-in shopper may add it to their account
 * (`POST /store/orders/batch/customer/token`; the link to confirm goes to the order's
 * email). A signed-out one is told where to do that after signing in.
 */
export function ClaimOffer({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation('orders');
  const shopper = useShopper();
  const request = useStoreRequestCustomerOrders();
  if (!shopper) {
    return (
      <p className="text-sm">
        {t('claim.signedOut')}{' '}
        <Link
          to="/account/sign-in"
          search={{ redirect: '/account/claim-orders' }}
          className={linkClass}
        >
          {t('claim.signIn')}
        </Link>
      </p>
    );
  }
  if (order.customer_id === shopper.id) return null;
  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-md border border-success p-3">
        {t('claim.sent', { email: order.email })}
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-md border border-border p-4">
      <p>{t('claim.offer')}</p>
      {request.isError && (
        <p role="alert" className="text-sm text-danger">
          {t(orderErrorKey(request.error))}
        </p>
      )}
      <Button
        variant="secondary"
        isLoading={request.isPending}
        onClick={() => request.mutate({ order_ids: [order.id] })}
      >
        {t('claim.add')}
      </Button>
    </div>
  );
}
