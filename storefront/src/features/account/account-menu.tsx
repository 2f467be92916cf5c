import { DeferredMenu } from '@commerce/ui/lite';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { LoadBoundary, useRetryableLazy } from '../../lib/resilience/load-boundary.tsx';
import { useShopperQuery } from '../../lib/shopper/shopper.ts';

const loadPanel = () => import('./account-menu-panel.tsx');
const AccountMenuPanel = lazy(loadPanel);
const preload = () => void loadPanel().catch(() => undefined);
const loadSheetLinks = () => import('./account-sheet-links.tsx');
const AccountSheetLinks = lazy(loadSheetLinks);

/**
 * The account's links in the phone menu's sheet, loaded when the sheet first opens; a
 * chunk that cannot be fetched says so in place, with "Try again".
 */
export function AccountMenuLinks() {
  const [Links, retry] = useRetryableLazy(AccountSheetLinks, loadSheetLinks);
  return (
    <LoadBoundary onRetry={retry}>
      <Suspense fallback={null}>
        <Links />
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * The header's way into the account: a "Sign in" link (back to the current page after
 * it), or, once signed in, a menu of the account's pages and "Sign out"
 * (account-menu-panel.tsx, loaded when first opened).
 */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const session = useShopperQuery();
  const shopper = session.data;
  const here = useRouterState({ select: (state) => state.location.href });
  const hydrated = useHydrated();
  const [Panel, retryPanel] = useRetryableLazy(AccountMenuPanel, loadPanel);
  // Until the browser has read the session, neither "Sign in" nor the menu: a signed-in
  // shopper would see "Sign in" flash, and the server's page (anonymous) would not hydrate.
  if (!hydrated || session.isPending) {
    return (
      <span aria-hidden="true" className="invisible px-2 py-1 text-sm font-medium">
        {t('menu.signIn')}
      </span>
    );
  }
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
  return (
    <LoadBoundary onRetry={retryPanel}>
      <DeferredMenu label={t('menu.label')} menu={Panel} preload={preload} />
    </LoadBoundary>
  );
}
