import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';
import { useShopper } from '../../lib/shopper/shopper.ts';

/**
 * Back to where the shopper sees the order: its page in the account when it is theirs,
 * else the order lookup (a guest looks it up again).
 */
export function BackToOrder({ order }: { order: Pick<ShopperOrder, 'id' | 'customer_id'> }) {
  const { t } = useTranslation('orders');
  const shopper = useShopper();
  const className = 'text-sm underline-offset-4 hover:underline';
  if (shopper && order.customer_id === shopper.id) {
    return (
      <Link to="/account/orders/$id" params={{ id: order.id }} className={className}>
        {t('backToOrder')}
      </Link>
    );
  }
  return (
    <Link to="/orders/lookup" className={className}>
      {t('backToLookup')}
    </Link>
  );
}
