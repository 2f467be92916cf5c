import { type Cart, useCart } from '@commerce/client';
import { useStoreDeleteCartDiscount } from '@commerce/client/store/carts';
import { Button } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartErrorKey } from '../../lib/cart/cart-errors.ts';
import { CodeForm } from './code-form.tsx';

/**
 * Discount codes and gift cards: apply by code, see what is applied, remove it. The
 * server answers the whole cart with its new totals, which replaces the one shown.
 */
export function CartReductions({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { updateCart } = useCart();
  const discounts = cart.discounts ?? [];
  const giftCards = cart.gift_cards ?? [];
  return (
    <section aria-labelledby="cart-codes" className="space-y-4">
      <h2 id="cart-codes" className="text-lg font-medium">
        {t('codes.title')}
      </h2>
      <CodeForm
        label={t('codes.discountLabel')}
        appliedMessage={(code) => t('codes.discountApplied', { code: code.toUpperCase() })}
        onApply={(code) =>
          updateCart.mutateAsync({
            // The body replaces the applied codes, so the ones kept are sent again.
            discounts: [...discounts.map((d) => ({ code: d.code })), { code }],
          })
        }
      />
      {discounts.length > 0 && (
        <ul aria-label={t('codes.appliedDiscounts')} className="space-y-1">
          {discounts.map((discount) => (
            <AppliedDiscount key={discount.id} cartId={cart.id} code={discount.code} />
          ))}
        </ul>
      )}
      <CodeForm
        label={t('codes.giftCardLabel')}
        appliedMessage={(code) => t('codes.giftCardApplied', { code: code.toUpperCase() })}
        onApply={(code) =>
          updateCart.mutateAsync({
            gift_cards: [...giftCards.map((g) => ({ code: g.code })), { code }],
          })
        }
      />
      {giftCards.length > 0 && (
        <ul aria-label={t('codes.appliedGiftCards')} className="space-y-1">
          {giftCards.map((card) => (
            <AppliedCode
              key={card.id}
              code={card.code}
              removeLabel={t('codes.removeGiftCard', { code: card.code })}
              remove={() =>
                updateCart.mutateAsync({
                  gift_cards: giftCards
                    .filter((other) => other.id !== card.id)
                    .map((other) => ({ code: other.code })),
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function AppliedDiscount({ cartId, code }: { cartId: string; code: string }) {
  const { t } = useTranslation('cart');
  const { setCart } = useCart();
  const remove = useStoreDeleteCartDiscount({ id: cartId, code });
  return (
    <AppliedCode
      code={code}
      removeLabel={t('codes.removeDiscount', { code })}
      remove={async () => setCart((await remove.mutateAsync()).cart)}
    />
  );
}

function AppliedCode({
  code,
  removeLabel,
  remove,
}: {
  code: string;
  removeLabel: string;
  remove(): Promise<unknown>;
}) {
  const { t } = useTranslation('cart');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="font-mono">{code}</span>
      <Button
        variant="ghost"
        size="small"
        aria-label={removeLabel}
        isLoading={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await remove();
          } catch (caught) {
            setError(t(cartErrorKey(caught)));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('line.removeShort')}
      </Button>
      {error && (
        <p role="alert" className="w-full text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
