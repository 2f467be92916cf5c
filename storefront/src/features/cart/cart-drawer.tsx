import { Spinner } from '@commerce/ui';
import { LiteButton } from '@commerce/ui/lite';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRememberedCart } from '../../lib/cart/remembered-cart.ts';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { LoadBoundary, useRetryableLazy } from '../../lib/resilience/load-boundary.tsx';

const loadPanel = () => import('./cart-drawer-panel.tsx');
const CartDrawerPanel = lazy(loadPanel);
// A failed early fetch is not an error yet: opening the drawer fetches again.
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The header's cart button and the drawer it opens (also opened after adding to the cart).
 * The drawer (cart-drawer-panel.tsx) is loaded when it first opens, or as soon as the
 * pointer or focus comes to the button, and stays mounted after, so it can hand focus back.
 * When its code cannot be fetched, "Try again" shows beside the button instead (the store
 * stays), and fetches it again.
 */
export function CartDrawer() {
  const { t } = useTranslation('cart');
  const { totalItems, drawerOpen, openDrawer, loaded, load } = useStoreCart();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [Panel, retryPanel] = useRetryableLazy(CartDrawerPanel, loadPanel);
  // The count is the browser's (localStorage, the session): the server's page has none, and
  // a remembered cart's is known once the cart's code has read it back (store-cart.tsx).
  const remembered = useRememberedCart();
  const countKnown = useHydrated() && (loaded || !remembered);
  const preload = () => {
    preloadPanel();
    load().catch(() => undefined);
  };
  if (drawerOpen && !opened) setOpened(true);
  return (
    <>
      <LiteButton
        variant="secondary"
        size="small"
        aria-haspopup="dialog"
        ref={button}
        onClick={() => openDrawer(button.current)}
        onPointerEnter={preload}
        onFocus={preload}
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
        <LoadBoundary onRetry={retryPanel}>
          {/* On a slow network the drawer's code takes a while: say so beside the button. */}
          <Suspense fallback={<Spinner size="small" label={t('loading', { ns: 'common' })} />}>
            <Panel />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
