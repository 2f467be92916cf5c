import { createClient, createQueryClient } from '@commerce/client';
import { sendLanguageWith } from '@commerce/client/i18n';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createI18n } from './lib/i18n/setup.ts';
import { languageCookie } from './lib/ssr/language-choice.ts';
import { regionChoiceFromCookies } from './lib/ssr/region-cookie.ts';
import { createStorefrontRouter } from './lib/ssr/storefront-router.tsx';
import './styles.css';

/*
 * The browser's entry of a server-rendered page: the same router, region and language as
 * the server used (the cookie, and the language the server wrote on <html>), then
 * hydration. The loaders' data arrives dehydrated in the page (storefront-router.tsx).
 */
async function start() {
  const client = createClient({ baseUrl: window.location.origin });
  const queryClient = createQueryClient();
  const language = document.documentElement.dataset.language ?? 'en';
  // The server's language, not the detector's: a different one would not hydrate.
  const { i18n, ready } = createI18n({ lng: language });
  sendLanguageWith(client, i18n);
  // A language picked here is remembered where the server reads it.
  i18n.on('languageChanged', (next: string) => {
    document.cookie = languageCookie(next);
  });
  const router = createStorefrontRouter({
    client,
    queryClient,
    i18n,
    regionChoice: regionChoiceFromCookies(document.cookie),
    origin: window.location.origin,
  });
  // The text must be the server's before React compares it; the files were preloaded.
  await ready;
  hydrateRoot(document, <RouterClient router={router} />);
}

void start();
