import { createQueryClient } from '@commerce/client';
import { sendLanguageWith } from '@commerce/client/i18n';
import { FALLBACK_LANGUAGE } from '@commerce/client/i18n/languages';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createStorefrontClient, needsTokenSignIn } from './lib/api-client/app-client.ts';
import { pageApiConfigOf } from './lib/api-client/page-config.ts';
import { createI18n } from './lib/i18n/setup.ts';
import { languageCookie } from './lib/ssr/language-choice.ts';
import { regionChoiceOf, rememberCookie } from './lib/ssr/region-cookie.ts';
import { languageToMigrate } from './lib/ssr/stored-choices.ts';
import { createStorefrontRouter } from './lib/ssr/storefront-router.tsx';
import './styles.css';

/*
 * The browser's entry of a page the server rendered (entry-server.tsx): the same router,
 * region and language as the server used (both written on <html>: the region is the
 * cookie's, or on a first visit the one the browser's languages name), then hydration. The loaders' data arrives dehydrated in the page
 * (storefront-router.tsx), so nothing is read again before the page is interactive.
 */
async function start() {
  // Read before i18next starts: its first language is written to the cookie at once.
  const storedLanguage = languageToMigrate(document.cookie, window.location.search);
  // The hook layer's 3 retries, each POST with one Idempotency-Key across them: "Place
  // order" whose answer is lost is sent again and answered with the order it placed.
  // The API the server was told to use (STOREFRONT_API_URL), else this origin; on another
  // origin the shopper signs in with a token (lib/api-client/store-token.ts).
  const api = pageApiConfigOf(document.documentElement.dataset);
  const apiUrl = api.url ?? window.location.origin;
  const client = createStorefrontClient(apiUrl, undefined, {
    publishableKey: api.publishableKey,
    tokenSignIn: needsTokenSignIn(apiUrl, window.location.origin),
  });
  const queryClient = createQueryClient();
  const language = document.documentElement.dataset.language ?? FALLBACK_LANGUAGE;
  // The server's language, not a detector's: a different one would not hydrate.
  const { i18n, ready } = createI18n({ lng: language });
  // The shopper's emails (resets, confirmations) in the language chosen here.
  sendLanguageWith(client, i18n);
  // A language picked here is remembered where the server reads it.
  i18n.on('languageChanged', (next: string) => {
    rememberCookie(languageCookie(next));
  });
  const router = createStorefrontRouter({
    client,
    queryClient,
    i18n,
    regionChoice: regionChoiceOf(document.documentElement.dataset.region),
    origin: window.location.origin,
    api,
  });
  // The text must be the server's before React compares it; the files were preloaded
  // (the root route's head). A failed read still hydrates: i18next falls back to English.
  await ready.catch(() => undefined);
  hydrateRoot(document, <RouterClient router={router} />);
  // A language picked before the server rendered pages, moved to the cookie once.
  if (storedLanguage && storedLanguage !== i18n.language) {
    void i18n.changeLanguage(storedLanguage);
  }
}

void start();
