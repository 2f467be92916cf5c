import { type Cart, useCart } from '@commerce/client';
import { Button } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartErrorKey } from '../../lib/cart/cart-errors.ts';
import { lineAmount, unitAmount } from '../../lib/money/tax-amounts.ts';
import { taxDisplayOf } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';

type LineItem = NonNullable<Cart['items']>[number];

/** The most units of the line's variant the shopper may have; undefined when unlimited. */
function maxUnits(line: LineItem): number | undefined {
  const variant = line.variant;
  if (!variant?.manage_inventory || variant.allow_backorder) return undefined;
  return variant.inventory_quantity;
}

/**
 * The server cart's lines, each with its thumbnail, unit price, quantity buttons, price and
 * a remove button. Prices follow the region's tax display rule, so the lines add up to the
 * subtotal. `compact` is the drawer: a smaller thumbnail, loaded lazily.
 */
export function CartLines({ cart, compact = false }: { cart: Cart; compact?: boolean }) {
  const { t } = useTranslation('cart');
  return (
    <ul aria-label={t('linesLabel')} className="divide-y divide-border">
      {(cart.items ?? []).map((line) => (
        <CartLine key={line.id} cart={cart} line={line} compact={compact} />
      ))}
    </ul>
  );
}

function CartLine({ cart, line, compact }: { cart: Cart; line: LineItem; compact: boolean }) {
  const { t } = useTranslation('cart');
  const { formatTotal } = useMoney();
  const { updateItem, removeItem } = useCart();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const max = maxUnits(line);
  const region = cart.region;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(t(cartErrorKey(caught)));
    } finally {
      setBusy(false);
    }
  };
  const setQuantity = (quantity: number) =>
    run(() => updateItem.mutateAsync({ lineId: line.id, quantity }));

  const mode = taxDisplayOf(region);
  // The same box with or without a picture, sized before it loads, so nothing shifts.
  const thumbSize = compact ? 48 : 64;
  const thumbClass = `${compact ? 'size-12' : 'size-16'} shrink-0 rounded-md bg-muted object-cover`;

  return (
    <li className="flex gap-3 py-3">
      {/* Decorative: the title beside it names the line, so a screen reader hears it once. */}
      {line.thumbnail ? (
        <img
          src={line.thumbnail}
          alt=""
          width={thumbSize}
          height={thumbSize}
          loading={compact ? 'lazy' : undefined}
          decoding="async"
          className={thumbClass}
        />
      ) : (
        <span aria-hidden="true" className={thumbClass} />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">{line.title}</p>
        {line.description && <p className="text-sm text-muted-foreground">{line.description}</p>}
        {region && (
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="line-unit">
            {t('line.unitPrice', {
              quantity: line.quantity,
              price: formatTotal(unitAmount(line, mode), region),
            })}
          </p>
        )}
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('line.quantityOf', { title: line.title })}</legend>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('line.decrease', { title: line.title })}
            disabled={busy || line.quantity <= 1}
            onClick={() => setQuantity(line.quantity - 1)}
          >
            −
          </Button>
          <output aria-live="polite" className="min-w-6 text-center tabular-nums">
            {line.quantity}
          </output>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('line.increase', { title: line.title })}
            disabled={busy || (max !== undefined && line.quantity >= max)}
            onClick={() => setQuantity(line.quantity + 1)}
          >
            +
          </Button>
          <Button
            variant="ghost"
            size="small"
            aria-label={t('line.remove', { title: line.title })}
            disabled={busy}
            onClick={() => run(() => removeItem.mutateAsync({ lineId: line.id }))}
          >
            {t('line.removeShort')}
          </Button>
        </fieldset>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      {region && (
        <p className="text-end">
          <span className="font-medium" data-testid="line-amount">
            {formatTotal(lineAmount(line, mode), region)}
          </span>
        </p>
      )}
    </li>
  );
}
