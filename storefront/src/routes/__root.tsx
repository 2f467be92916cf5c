import { languageOf } from '@commerce/client/i18n/languages';
import { SkipLink } from '@commerce/ui';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouter,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu, AccountMenuLinks } from '../features/account/account-menu.tsx';
import { CartDrawer } from '../features/cart/cart-drawer.tsx';
import { NotFound } from '../features/shell/not-found.tsx';
import { SiteFooter } from '../features/shell/site-footer.tsx';
import { SiteHeader } from '../features/shell/site-header.tsx';
import { MAIN_CONTENT_ID } from '../lib/a11y/main-content.ts';
import { useRouteFocus } from '../lib/a11y/use-route-focus.ts';
import { pageApiAttributes } from '../lib/api-client/page-config.ts';
import { StoreCartProvider } from '../lib/cart/store-cart.tsx';
import { NAMESPACES, translationFileUrl } from '../lib/i18n/setup.ts';
import { choiceValue } from '../lib/region/region-choice.ts';
import { RegionProvider } from '../lib/region/region-context.tsx';
import type { RouterContext } from '../lib/router.tsx';

/** In the page, so the browser does not ask the server for /favicon.ico. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='4' fill='%23171717'/%3E%3Cpath d='M5 6h6l-.6 6H5.6z' fill='%23fff'/%3E%3C/svg%3E";

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => {
    const language = match.context.i18n?.language ?? 'en';
    // The page's translations (and English, the fallback) are asked for while the app's
    // code downloads: the browser hydrates once they are read (entry-client.tsx), so they
    // gate interactivity. Same URL and mode as the loader's fetch, or the preload is wasted.
    const languages = language === 'en' ? ['en'] : [language, 'en'];
    return {
      meta: [
        { charSet: 'UTF-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
        { title: 'Commerce store' },
      ],
      links: [
        { rel: 'icon', href: FAVICON },
        ...languages.flatMap((lng) =>
          NAMESPACES.map((ns) => ({
            rel: 'preload',
            as: 'fetch',
            crossOrigin: 'anonymous' as const,
            href: translationFileUrl(lng, ns),
          })),
        ),
      ],
    };
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFound,
});

/**
 * The whole document: the server renders it, the browser hydrates it (entry-client.tsx).
 * Mounted inside an element (component tests), only the head's tags and the page: no
 * `<html>` in a `<div>`.
 */
function RootDocument({ children }: { children: ReactNode }) {
  const { i18n, embedded, regionChoice, api } = useRouter().options.context;
  if (embedded) {
    // React puts the head's <title>, <meta> and <link>s into document.head from anywhere.
    return (
      <>
        <HeadContent />
        {children}
      </>
    );
  }
  const language = languageOf(i18n?.language);
  // The region the page was rendered in, which the browser hydrates with (entry-client.tsx).
  const region = regionChoice ? choiceValue(regionChoice) : undefined;
  return (
    <html
      lang={language.htmlLang}
      dir={language.dir}
      data-language={language.code}
      data-region={region}
      {...pageApiAttributes(api)}
    >
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const { t } = useTranslation();
  useRouteFocus();
  return (
    <RegionProvider>
      <StoreCartProvider>
        <SkipLink targetId={MAIN_CONTENT_ID}>{t('a11y.skipToContent')}</SkipLink>
        <div className="flex min-h-screen flex-col">
          <SiteHeader
            cart={<CartDrawer />}
            account={<AccountMenu />}
            menuAccount={<AccountMenuLinks />}
          />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </StoreCartProvider>
    </RegionProvider>
  );
}
