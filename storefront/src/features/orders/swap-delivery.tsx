import type { Cart, MoneyRegion } from '@commerce/client';
import { useStoreCreateCartShippingMethod } from '@commerce/client/store/carts';
import { useStoreListCartShippingOptions } from '@commerce/client/store/shipping-options';
import { RadioGroup, RadioGroupItem } from '@commerce/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shippingOptionAmount } from '../../lib/money/tax-amounts.ts';
import { type TaxRegion, taxDisplayOf } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';
import { orderErrorKey } from './order-errors.ts';
import { Loading } from './page-parts.tsx';

/**
 * How the new items ship: the cart's outbound options (`GET /store/shipping-options/{cart_id}`);
 * choosing one adds it to the cart (`POST /store/carts/{id}/shipping-methods`), and its
 * price (under the region's tax display rule) joins the difference.
 */
export function SwapDelivery({ cart, region }: { cart: Cart; region: MoneyRegion & TaxRegion }) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const headingId = useId();
  const query = useStoreListCartShippingOptions({ cart_id: cart.id });
  const choose = useStoreCreateCartShippingMethod({ id: cart.id });
  const options = (query.data?.shipping_options ?? []).filter((option) => !option.is_return);
  const chosen = cart.shipping_methods?.[0]?.shipping_option_id ?? '';
  // The choice shows at once (a controlled radio would otherwise snap back until the server
  // answers) and stays until the refetched cart has it, so it never blinks off between the
  // answer and the refetch; a refused choice falls back to the cart's.
  const [picked, setPicked] = useState<string | null>(null);
  const shown = picked ?? chosen;
  useEffect(() => {
    if (picked !== null && chosen === picked) setPicked(null);
  }, [chosen, picked]);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-medium">
        {t('swapCart.deliveryTitle')}
      </h2>
      {query.isPending && <Loading />}
      {query.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('swapCart.deliveryFailed')}
        </p>
      )}
      {query.isSuccess && options.length === 0 && (
        <p role="alert" className="text-sm text-danger">
          {t('swapCart.noDelivery')}
        </p>
      )}
      {options.length > 0 && (
        <RadioGroup
          aria-labelledby={headingId}
          name="swap-delivery"
          value={shown}
          onValueChange={(option_id) => {
            if (option_id === shown || choose.isPending) return;
            setPicked(option_id);
            choose.mutate({ option_id }, { onError: () => setPicked(null) });
          }}
          aria-busy={choose.isPending}
        >
          {options.map((option) => {
            const amount = shippingOptionAmount(option, taxDisplayOf(region), region);
            return (
              <RadioGroupItem
                key={option.id}
                value={option.id}
                className="w-full rounded-md border border-border p-3"
              >
                <span className="flex flex-1 justify-between gap-4">
                  <span>{option.name}</span>
                  <span className="tabular-nums">
                    {amount === 0 ? t('returnShipping.free') : formatTotal(amount, region)}
                  </span>
                </span>
              </RadioGroupItem>
            );
          })}
        </RadioGroup>
      )}
      {choose.isError && (
        <p role="alert" className="text-sm text-danger">
          {t(orderErrorKey(choose.error))}
        </p>
      )}
    </section>
  );
}
