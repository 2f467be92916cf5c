import type { Cart, MoneyRegion } from '@commerce/client';
import { useTranslation } from 'react-i18next';
import { lineAmount, methodAmount } from '../../lib/money/tax-amounts.ts';
import { type TaxDisplay, type TaxRegion, taxDisplayOf } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';

/**
 * What an exchange's difference is made of, in minor units, under the region's tax display
 * rule: without tax and with a `tax` part in a net region, with tax (tax 0) in a gross one.
 */
export interface SwapFigures {
  /** The new items less the credit for the returned ones. */
  items: number;
  returnShipping: number;
  delivery: number;
  /** The tax shown on its own row: a net region's; 0 in a gross one. */
  tax: number;
  /** The cart's total: what completing the swap's cart charges (or owes back when negative). */
  total: number;
}

/**
 * The parts of a swap cart's total (server/src/domains/orders/swaps/cart.ts): the return
 * shipping is a positive `is_return` line, the delivery the cart's shipping methods, the tax
 * (net region) the cart's, and the items difference the rest (the new lines and the negative
 * credit lines), so the parts always add up to the total the server charges.
 */
export function swapFigures(cart: Cart, mode: TaxDisplay = 'gross'): SwapFigures {
  const returnShipping = (cart.items ?? [])
    .filter((line) => line.is_return && line.unit_price >= 0)
    .reduce((sum, line) => sum + lineAmount(line, mode), 0);
  const delivery = (cart.shipping_methods ?? []).reduce(
    (sum, method) => sum + methodAmount(method, mode),
    0,
  );
  // Before a delivery is chosen the cart's tax is the items' and the return shipping's.
  const tax = mode === 'net' ? (cart.tax_total ?? 0) : 0;
  const total = cart.total ?? 0;
  return { items: total - returnShipping - delivery - tax, returnShipping, delivery, tax, total };
}

/**
 * The exchange's difference, row by row, above the button that pays it (issue 24, item 7):
 * until the new items' delivery is chosen, the items difference and a delivery row saying it
 * is added once chosen, and no total; then the items difference, return shipping, delivery
 * and the total the button names.
 */
export function SwapDifference({
  cart,
  region,
  ready,
}: {
  cart: Cart;
  region: MoneyRegion & TaxRegion;
  /** Whether the new items have their delivery (or need none). */
  ready: boolean;
}) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const mode = taxDisplayOf(region);
  const figures = swapFigures(cart, mode);
  // A gross region's tax is inside the difference: said once under it (a credit's too).
  const includedTax = mode === 'gross' ? Math.abs(cart.tax_total ?? 0) : 0;
  const method = cart.shipping_methods?.[0];
  const row = 'flex justify-between gap-4';
  return (
    <>
      <dl className="space-y-1 text-sm">
        <div className={row} data-total="items">
          <dt>{t('swapCart.itemsDifference')}</dt>
          <dd className="tabular-nums">{formatTotal(figures.items, region)}</dd>
        </div>
        {figures.returnShipping !== 0 && (
          <div className={row} data-total="returnShipping">
            <dt>{t('swapCart.returnShipping')}</dt>
            <dd className="tabular-nums">{formatTotal(figures.returnShipping, region)}</dd>
          </div>
        )}
        {method ? (
          <div className={row} data-total="delivery">
            <dt>{t('swapCart.delivery', { name: method.shipping_option?.name ?? '' })}</dt>
            <dd className="tabular-nums">{formatTotal(figures.delivery, region)}</dd>
          </div>
        ) : (
          !ready && (
            <div className={row} data-total="delivery">
              <dt>{t('swapCart.deliveryPlain')}</dt>
              <dd className="text-muted-foreground">{t('swapCart.deliveryWhenChosen')}</dd>
            </div>
          )
        )}
        {ready && figures.tax !== 0 && (
          <div className={row} data-total="tax">
            <dt>{t('totals.tax', { ns: 'common' })}</dt>
            <dd className="tabular-nums">{formatTotal(figures.tax, region)}</dd>
          </div>
        )}
        {ready && (
          <div
            data-total="difference"
            className={`${row} border-t border-border pt-2 text-base font-semibold`}
          >
            <dt>{figures.total < 0 ? t('swapCart.creditDue') : t('swapCart.toPay')}</dt>
            <dd className="tabular-nums">{formatTotal(Math.abs(figures.total), region)}</dd>
          </div>
        )}
      </dl>
      {ready && includedTax !== 0 && (
        <p data-total="includedTax" className="text-end text-sm text-muted-foreground">
          {t('price.inclTaxAmount', { ns: 'common', amount: formatTotal(includedTax, region) })}
        </p>
      )}
    </>
  );
}
