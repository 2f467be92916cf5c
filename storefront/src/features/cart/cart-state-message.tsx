import { useSessionCart } from '@commerce/client';
import { Button, EmptyState, Spinner } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cartErrorKey } from '../../lib/cart/cart-errors.ts';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';
import type { CartViewState } from './use-cart-view.ts';

/** The cart's loading, saving, pending and empty states; nothing once there are lines. */
export function CartStateMessage({
  state,
  onBrowse,
}: {
  state: CartViewState;
  onBrowse?: () => void;
}) {
  const { t } = useTranslation('cart');
  const session = useSessionCart();
  const { carry, carryError } = useStoreCart();
  if (state === 'restoring' || state === 'saving') {
    return (
      <div aria-busy="true" className="flex items-center gap-3 py-8">
        <Spinner label={state === 'restoring' ? t('loading') : t('saving')} />
        <span>{state === 'restoring' ? t('loading') : t('saving')}</span>
      </div>
    );
  }
  if (state === 'pending') {
    return (
      <div className="space-y-3 py-4">
        <p role="alert" className="text-sm text-danger">
          {t('pending')} {carryError ? t(cartErrorKey(carryError)) : ''}
        </p>
        <ul className="space-y-2">
          {session.items.map((item) => (
            <li key={item.variant.id} className="flex items-center justify-between gap-2">
              <span>
                {String(item.variant.product_title ?? item.variant.title ?? '')} × {item.quantity}
              </span>
              <Button
                variant="ghost"
                size="small"
                onClick={() => session.removeItem(item.variant.id)}
              >
                {t('line.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => carry().catch(() => undefined)}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (state === 'empty') {
    return (
      <EmptyState
        title={t('empty')}
        description={t('emptyHint')}
        action={
          <Link to="/products" className="underline" onClick={onBrowse}>
            {t('continue')}
          </Link>
        }
      />
    );
  }
  return null;
}
