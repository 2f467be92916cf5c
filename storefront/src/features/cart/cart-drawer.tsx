import { LiteButton } from '@commerce/ui/lite';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';

const loadPanel = () => import('./cart-drawer-panel.tsx');
const CartDrawerPanel = lazy(loadPanel);

/**
 * The header's cart button and the drawer it opens (also opened after adding to the cart).
 * The drawer (cart-drawer-panel.tsx) is loaded when it first opens, or as soon as the
 * pointer or focus comes to the button, and stays mounted after, so it can hand focus back.
 */
export function CartDrawer() {
  const { t } = useTranslation('cart');
  const { totalItems, drawerOpen, openDrawer } = useStoreCart();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // The count is the browser's (localStorage, the session): the server's page has none.
  const countKnown = useHydrated();
  if (drawerOpen && !opened) setOpened(true);
  return (
    <>
      <LiteButton
        variant="secondary"
        size="small"
        aria-haspopup="dialog"
        ref={button}
        onClick={() => openDrawer(button.current)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {/* The name comes from the content, not an aria-label, so it holds the visible
            "Cart" (WCAG 2.5.3 label in name) and still reads "Cart, items: 2". */}
        {countKnown && <span className="sr-only">{t('open', { count: totalItems })}</span>}
        <span aria-hidden={countKnown}>{t('button')}</span>
        <span
          aria-hidden="true"
          className={`rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums${countKnown ? '' : ' invisible'}`}
        >
          {countKnown ? totalItems : 0}
        </span>
      </LiteButton>
      {opened && (
        <Suspense fallback={null}>
          <CartDrawerPanel />
        </Suspense>
      )}
    </>
  );
}
