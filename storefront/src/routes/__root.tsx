import { SkipLink } from '@commerce/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../features/account/account-menu.tsx';
import { CartDrawer } from '../features/cart/cart-drawer.tsx';
import { NotFound } from '../features/shell/not-found.tsx';
import { SiteFooter } from '../features/shell/site-footer.tsx';
import { SiteHeader } from '../features/shell/site-header.tsx';
import { MAIN_CONTENT_ID } from '../lib/a11y/main-content.ts';
import { useRouteFocus } from '../lib/a11y/use-route-focus.ts';
import { StoreCartProvider } from '../lib/cart/store-cart.tsx';
import { RegionProvider } from '../lib/region/region-context.tsx';
import type { RouterContext } from '../lib/router.tsx';
import { Later, RenderPass } from '../lib/start/render-passes.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const { t } = useTranslation();
  useRouteFocus();
  return (
    <RegionProvider>
      <StoreCartProvider>
        <SkipLink targetId={MAIN_CONTENT_ID}>{t('a11y.skipToContent')}</SkipLink>
        <div className="flex min-h-screen flex-col">
          <SiteHeader cart={<CartDrawer />} account={<AccountMenu />} />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
            <Later pass={RenderPass.main}>
              <Outlet />
            </Later>
          </main>
          <Later pass={RenderPass.belowFold}>
            <SiteFooter />
          </Later>
        </div>
      </StoreCartProvider>
    </RegionProvider>
  );
}
