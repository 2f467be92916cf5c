import { Button, EmptyState, Spinner } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';
import { useCartLoaded } from '../../lib/cart/use-cart-loaded.ts';
import { checkoutErrorKey } from './checkout-errors.ts';
import { CheckoutFlow } from './checkout-flow.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { OrderSummary } from './order-summary.tsx';
import { useCheckoutCart } from './use-checkout-cart.ts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** `/checkout`: the steps from email to placing the order, beside the order summary. */
export function CheckoutPage() {
  // The route's pending state shows while the cart's code loads (store-cart.tsx).
  useCartLoaded();
  const { t } = useTranslation('checkout');
  const state = useCheckoutCart();
  const { carry } = useStoreCart();

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        {state.status === 'ready' && (
          <Link to="/cart" className={linkClass}>
            {t('backToCart')}
          </Link>
        )}
      </div>
      {state.status === 'loading' && (
        <div aria-busy="true" className="flex items-center gap-3 py-8">
          <Spinner label={t('loading')} />
          <span>{t('loading')}</span>
        </div>
      )}
      {state.status === 'unsaved' && (
        <div className="space-y-3 py-4">
          <p role="alert" className="text-sm text-danger">
            {t('unsaved')} {t(checkoutErrorKey(state.error))}
          </p>
          <Button variant="secondary" onClick={() => carry().catch(() => undefined)}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.status === 'empty' && (
        <EmptyState
          title={t('empty')}
          description={t('emptyHint')}
          action={
            <Link to="/products" className={linkClass}>
              {t('browse')}
            </Link>
          }
        />
      )}
      {state.status === 'ready' && (
        // The summary comes first, so a phone shows it above the steps; from `md` up the
        // grid puts it in the second column, beside them.
        <div className="grid items-start gap-8 md:grid-cols-[3fr_2fr]">
          {state.cart.region && (
            <CheckoutSummary total={state.cart.total} region={state.cart.region}>
              <OrderSummary source={state.cart} region={state.cart.region} />
            </CheckoutSummary>
          )}
          <div className="min-w-0 md:col-start-1 md:row-start-1">
            <CheckoutFlow cart={state.cart} />
          </div>
        </div>
      )}
    </div>
  );
}
