import { useCart } from '@commerce/client';
import {
  Button,
  buttonVariants,
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
} from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';
import { useMoney } from '../../lib/money/use-money.ts';
import { CartLines } from './cart-lines.tsx';
import { CartStateMessage } from './cart-state-message.tsx';
import { useCartView } from './use-cart-view.ts';

/**
 * The header's cart button and the drawer it opens (also opened after adding to the cart).
 * Ariakit's dialog keeps focus inside while open, closes on Escape, and returns focus to
 * where it was: the cart button, or the add-to-cart button.
 */
export function CartDrawer() {
  const { t } = useTranslation('cart');
  const { totalItems, drawerOpen, openDrawer, closeDrawer, drawerReturnFocus } = useStoreCart();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-haspopup="dialog"
        ref={button}
        onClick={() => openDrawer(button.current)}
      >
        {/* The name comes from the content, not an aria-label, so it holds the visible
            "Cart" (WCAG 2.5.3 label in name) and still reads "Cart, items: 2". */}
        <span className="sr-only">{t('open', { count: totalItems })}</span>
        <span aria-hidden="true">{t('button')}</span>
        <span
          aria-hidden="true"
          className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums"
        >
          {totalItems}
        </span>
      </Button>
      <Drawer
        open={drawerOpen}
        onClose={closeDrawer}
        finalFocus={drawerReturnFocus ?? undefined}
        size="small"
      >
        {drawerOpen && <DrawerContents close={closeDrawer} />}
      </Drawer>
    </>
  );
}

function DrawerContents({ close }: { close(): void }) {
  const { t } = useTranslation('cart');
  const { cart } = useCart();
  const { formatTotal } = useMoney();
  const state = useCartView();
  return (
    <>
      <DrawerHeader className="flex-row items-center justify-between">
        <DrawerTitle>{t('drawerTitle')}</DrawerTitle>
        <DrawerClose render={<Button variant="ghost" size="small" />}>{t('close')}</DrawerClose>
      </DrawerHeader>
      <DrawerBody className="flex-1 overflow-y-auto">
        <CartStateMessage state={state} onBrowse={close} />
        {state === 'ready' && cart && <CartLines cart={cart} compact />}
      </DrawerBody>
      {state === 'ready' && cart?.region && (
        <DrawerFooter className="flex-col items-stretch gap-3">
          <p className="flex justify-between font-semibold">
            <span>{t('totals.total')}</span>
            <span className="tabular-nums">{formatTotal(cart.total, cart.region)}</span>
          </p>
          <Link to="/cart" onClick={close} className={buttonVariants({ variant: 'secondary' })}>
            {t('viewCart')}
          </Link>
          {/* Checkout is another screen's work; the link leads there. */}
          <a href="/checkout" className={buttonVariants({ variant: 'primary' })}>
            {t('checkout')}
          </a>
        </DrawerFooter>
      )}
    </>
  );
}
