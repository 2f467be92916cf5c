import { Link, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopperQuery } from '../../lib/shopper/shopper.ts';
import { useSignOut } from './use-sign-out.ts';

const linkClass = 'block rounded-md px-2 py-2 font-medium hover:bg-muted';

/**
 * The account's part of the phone menu (loaded with it, by account-menu.tsx): "Sign in"
 * and "Create an account", or, signed in, the account's pages and "Sign out", as plain
 * links rather than the header's dropdown.
 */
export default function AccountSheetLinks() {
  const { t } = useTranslation('account');
  const { t: tOrders } = useTranslation('orders');
  const headingId = useId();
  const session = useShopperQuery();
  const here = useRouterState({ select: (state) => state.location.href });
  const signOut = useSignOut();
  const shopper = session.data;
  if (session.isPending) return null;
  const name = shopper
    ? [shopper.first_name, shopper.last_name].filter(Boolean).join(' ') || shopper.email
    : '';
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
        {t('menu.label')}
      </h2>
      {shopper ? (
        <>
          <p className="px-2 text-sm text-muted-foreground">{t('menu.signedInAs', { name })}</p>
          <ul>
            <li>
              <Link to="/account" className={linkClass}>
                {t('menu.overview')}
              </Link>
            </li>
            <li>
              <Link to="/account/orders" className={linkClass}>
                {t('menu.orders')}
              </Link>
            </li>
            <li>
              <Link to="/account/claim-orders" className={linkClass}>
                {tOrders('links.claim')}
              </Link>
            </li>
            <li>
              <Link to="/account/addresses" className={linkClass}>
                {t('menu.addresses')}
              </Link>
            </li>
            <li>
              <Link to="/account/payment-methods" className={linkClass}>
                {t('menu.paymentMethods')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${linkClass} w-full cursor-pointer text-start`}
                disabled={signOut.isPending}
                onClick={() => void signOut.run()}
              >
                {t('menu.signOut')}
              </button>
            </li>
          </ul>
          {signOut.isError && (
            <p role="alert" className="px-2 text-sm text-danger">
              {t('menu.signOutFailed')}
            </p>
          )}
        </>
      ) : (
        <ul>
          <li>
            <Link to="/account/sign-in" search={{ redirect: here }} className={linkClass}>
              {t('menu.signIn')}
            </Link>
          </li>
          <li>
            <Link to="/account/register" className={linkClass}>
              {t('signIn.register')}
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
