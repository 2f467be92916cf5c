import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@commerce/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShopper } from '../../lib/shopper/shopper.ts';
import { useSignOut } from './use-sign-out.ts';

/**
 * The header's way into the account: a "Sign in" link (back to the current page after
 * it), or, once signed in, a menu of the account's pages and "Sign out".
 */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { t: tOrders } = useTranslation('orders');
  const shopper = useShopper();
  const signOut = useSignOut();
  const here = useRouterState({ select: (state) => state.location.href });
  if (!shopper) {
    return (
      <Link
        to="/account/sign-in"
        search={{ redirect: here }}
        className="rounded-md px-2 py-1 text-sm font-medium hover:bg-muted"
      >
        {t('menu.signIn')}
      </Link>
    );
  }
  const name = [shopper.first_name, shopper.last_name].filter(Boolean).join(' ') || shopper.email;
  return (
    <div className="flex items-center gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger variant="ghost" size="small">
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
