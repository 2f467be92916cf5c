import { useCart } from '@commerce/client';
import { buttonVariants } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useCartLoaded } from '../../lib/cart/use-cart-loaded.ts';
import { CartLines } from './cart-lines.tsx';
import { CartReductions } from './cart-reductions.tsx';
import { CartStateMessage } from './cart-state-message.tsx';
import { CartTotals } from './cart-totals.tsx';
import { useCartView } from './use-cart-view.ts';

/** `/cart`: the lines, discount codes and gift cards, the totals and the way to checkout. */
export function CartPage() {
  // The route's pending state shows while the cart's code loads (store-cart.tsx).
  useCartLoaded();
  const { t } = useTranslation('cart');
  const { cart } = useCart();
  const state = useCartView();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <CartStateMessage state={state} />
      {state === 'ready' && cart && (
        <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
          <CartLines cart={cart} />
          <div className="space-y-6">
            <CartTotals cart={cart} />
            <CartReductions cart={cart} />
            {/* Checkout is another screen's work; the link leads there. */}
            <a href="/checkout" className={buttonVariants({ variant: 'primary', size: 'large' })}>
              {t('checkout')}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
