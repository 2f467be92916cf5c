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
import { useTranslation } from 'react-i18next';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';
import { useCartLoaded } from '../../lib/cart/use-cart-loaded.ts';
import { useMoney } from '../../lib/money/use-money.ts';
import { CartLines } from './cart-lines.tsx';
import { CartStateMessage } from './cart-state-message.tsx';
import { useCartView } from './use-cart-view.ts';

/**
 * The cart drawer, loaded the first time it opens (cart-drawer.tsx), so its dialog (Ariakit)
 * and the cart lines stay out of every page's first load. Ariakit's dialog keeps focus
 * inside while open, closes on Escape, and returns focus to where it was: the cart button,
 * or the add-to-cart button.
 */
export default function CartDrawerPanel() {
  // The cart's code loads with the drawer's the first time it opens (cart-drawer.tsx's spinner).
  useCartLoaded();
  const { drawerOpen, closeDrawer, drawerReturnFocus } = useStoreCart();
  return (
    <Drawer
      open={drawerOpen}
      onClose={closeDrawer}
      finalFocus={drawerReturnFocus ?? undefined}
      size="small"
    >
      {drawerOpen && <DrawerContents close={closeDrawer} />}
    </Drawer>
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
