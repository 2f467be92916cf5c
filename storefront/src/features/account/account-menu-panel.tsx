import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShopper } from '../../lib/shopper/shopper.ts';
import { useSignOut } from './use-sign-out.ts';

/**
 * The signed-in shopper's menu of the account's pages and "Sign out", loaded on demand by
 * account-menu.tsx so the menu (Ariakit) stays out of the first load.
 */
export default function AccountMenuPanel({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('account');
  const { t: tOrders } = useTranslation('orders');
  const shopper = useShopper();
  const signOut = useSignOut();
  if (!shopper) return null;
  const name = [shopper.first_name, shopper.last_name].filter(Boolean).join(' ') || shopper.email;
  return (
    <div className="flex items-center gap-2">
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger variant="ghost" size="small" autoFocus={defaultOpen}>
          {t('menu.label')}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <p className="px-2 py-1 text-xs text-muted-foreground">
            {t('menu.signedInAs', { name })}
          </p>
          <DropdownMenuItem render={<Link to="/account" />}>{t('menu.overview')}</DropdownMenuItem>
          <DropdownMenuItem render={<Link to="/account/orders" />}>
            {t('menu.orders')}
          </DropdownMenuItem>
          <DropdownMenuItem render={<Link to="/account/claim-orders" />}>
            {tOrders('links.claim')}
          </DropdownMenuItem>
          <DropdownMenuItem render={<Link to="/account/addresses" />}>
            {t('menu.addresses')}
          </DropdownMenuItem>
          <DropdownMenuItem render={<Link to="/account/payment-methods" />}>
            {t('menu.paymentMethods')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={signOut.isPending} onClick={() => void signOut.run()}>
            {t('menu.signOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {signOut.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('menu.signOutFailed')}
        </p>
      )}
    </div>
  );
}
