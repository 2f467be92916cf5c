import { Label } from '@commerce/ui';
import { LiteButton, LiteNumberInput } from '@commerce/ui/lite';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartErrorKey } from '../../lib/cart/cart-errors.ts';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';
import type { ProductDetail, ProductVariantDetail } from './product-types.ts';
import { stockOf } from './stock.ts';

interface AddToCartProps {
  product: ProductDetail;
  /** The variant the options resolve to; undefined for a combination that does not exist. */
  variant: ProductVariantDetail | undefined;
}

/**
 * Quantity and the add-to-cart button. The quantity is capped by the stock left after what
 * the cart already holds; an out-of-stock variant cannot be added unless it allows backorder.
 * The cart's code loads when the pointer or focus comes to the button, or on the press,
 * which shows the button busy until the line is in (store-cart.tsx).
 */
export function AddToCart({ product, variant }: AddToCartProps) {
  const { t } = useTranslation('catalog');
  const { t: tCart } = useTranslation('cart');
  const quantityId = useId();
  const { addToCart, openDrawer, unitsInCart, load } = useStoreCart();
  const submitButton = useRef<HTMLButtonElement>(null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inCart = variant ? unitsInCart(variant.id) : 0;
  const stock = variant ? stockOf(variant) : undefined;
  const max = stock?.max === undefined ? undefined : Math.max(stock.max - inCart, 0);
  const canAdd = variant !== undefined && max !== 0;
  const clamped = Math.max(1, max === undefined ? quantity : Math.min(quantity, max));

  const preloadCart = () => void load().catch(() => undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!variant || !canAdd) return;
    setAdding(true);
    setError(null);
    try {
      await addToCart({
        variant: {
          id: variant.id,
          title: variant.title,
          product_id: product.id,
          product_title: product.title,
          thumbnail: product.thumbnail,
          prices: variant.prices ?? [],
          // The session cart caps its quantities at this; null where stock does not limit.
          inventory_quantity: stock?.max ?? null,
        },
        quantity: clamped,
      });
      setQuantity(1);
      openDrawer(submitButton.current);
    } catch (caught) {
      setError(tCart(cartErrorKey(caught)));
    } finally {
      setAdding(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="flex items-end gap-3">
        <div className="flex w-32 flex-col gap-1.5">
          <Label htmlFor={quantityId}>{t('product.quantity')}</Label>
          <LiteNumberInput
            id={quantityId}
            min={1}
            max={max}
            value={clamped}
            disabled={!canAdd}
            incrementLabel={t('product.increase')}
            decrementLabel={t('product.decrease')}
            onChange={(event) => setQuantity(Number(event.currentTarget.value) || 1)}
          />
        </div>
        <LiteButton
          ref={submitButton}
          type="submit"
          size="large"
          disabled={!canAdd}
          isLoading={adding}
          onPointerEnter={preloadCart}
          onFocus={preloadCart}
        >
          {t('product.addToCart')}
        </LiteButton>
      </div>
      {variant && max !== undefined && max > 0 && stock?.max !== undefined && (
        <p className="text-sm text-muted-foreground">{t('product.maxQuantity', { count: max })}</p>
      )}
      {/* Always there, so screen readers hear it fill: the number typed was more than there is. */}
      <p aria-live="polite" className="text-sm font-medium text-foreground empty:hidden">
        {variant && max !== undefined && max > 0 && quantity > max
          ? t('product.quantityCapped', { count: max })
          : ''}
      </p>
      {variant && max === 0 && inCart > 0 && (
        <p className="text-sm text-muted-foreground">{t('product.allInCart')}</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
