import type { Cart } from '@commerce/client';
import { useTranslation } from 'react-i18next';
import { TotalsList } from '../../lib/money/totals-list.tsx';

/** The server's totals of the cart under the region's tax display rule (`lib/money/tax-display.ts`). */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const region = cart.region;
  if (!region) return null;
  return (
    <section aria-labelledby="cart-totals" className="space-y-2">
      <h2 id="cart-totals" className="text-lg font-medium">
        {t('totals.title')}
      </h2>
      <TotalsList source={cart} region={region} />
    </section>
  );
}
