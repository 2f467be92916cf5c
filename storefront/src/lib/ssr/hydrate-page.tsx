import { createQueryClient } from '@commerce/client';
import { sendLanguageWith } from '@commerce/client/i18n';
import { FALLBACK_LANGUAGE } from '@commerce/client/i18n/languages';
import { createBrowserHistory } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createStorefrontClient, needsTokenSignIn } from '../api-client/app-client.ts';
import { pageApiConfigOf } from '../api-client/page-config.ts';
import { createI18n } from '../i18n/setup.ts';
import { languageCookie } from './language-choice.ts';
import { regionChoiceOf, rememberCookie } from './region-cookie.ts';
import { mayMigrateLanguage, storedLanguage } from './stored-choices.ts';
import { createStorefrontRouter } from './storefront-router.tsx';
import { whenIdle, yieldToBrowser } from './yield-to-browser.ts';

/*
 * The hydration of a page the server rendered (entry-server.tsx), which the browser's entry
 * (entry-client.tsx) loads once the page is painted: the same router,
 * region and language as the server used (both written on <html>: the region is the
 * cookie's, or on a first visit the one the browser's languages name), then hydration. The loaders' data arrives dehydrated in the page
 * (storefront-router.tsx), so nothing is read again before the page is interactive.
 */
export async function hydratePage(onHydrated: () => void = () => undefined) {
  // The app's code has just been evaluated, in this task: the set-up below in tasks of its
  // own, and the router's (its route tree, its history) in another (issue 23, total blocking time).
  await yieldToBrowser();
  // Checked before i18next starts: its first language is written to the cookie at once.
  const migrateLanguage = mayMigrateLanguage(document.cookie, window.location.search);
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
  await yieldToBrowser();
  // The history apart from the router's route tree: in traces at 4x each took 30-90 ms.
  const history = createBrowserHistory();
  await yieldToBrowser();
  const router = createStorefrontRouter(
    {
      client,
      queryClient,
      i18n,
      regionChoice: regionChoiceOf(document.documentElement.dataset.region),
      origin: window.location.origin,
      api,
    },
    undefined,
    history,
  );
  // The text must be the server's before React compares it; the files were preloaded
  // (the root route's head). A failed read still hydrates: i18next falls back to English.
  await ready.catch(() => undefined);
  await yieldToBrowser();
  // In a transition, so React hydrates in slices and yields to the browser between them
  // (React 19 time-slices a transition's hydration, not a default one's): at Lighthouse's
  // 4x slowdown the shell's hydration was one task of 260-390 ms (issue 23, total blocking
  // time). Presses meanwhile are still held until React owns the page (early-interactions.ts).
  startTransition(() => {
    hydrateRoot(
      document,
      <Hydrated onHydrated={onHydrated}>
        <RouterClient router={router} />
      </Hydrated>,
    );
  });
  // A language picked before the server rendered pages, moved to the cookie once; its
  // storage read once the page is idle, not while it starts.
  if (migrateLanguage) {
    whenIdle(() => {
      const stored = storedLanguage();
      if (stored && stored !== i18n.language) void i18n.changeLanguage(stored);
    });
  }
}

/**
 * Once React has taken over the page: `<html data-hydrated>` (the journeys wait for it,
 * e2e/src/storefront-pages.ts `visit`) and `onHydrated` (the entry does again what the
 * shopper pressed before). A component with one child and no element of its own, so the
 * server's HTML and `useId` are the same without it.
 */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(() => {
    whenControlsHydrated(() => {
      document.documentElement.dataset.hydrated = '';
      onHydrated();
    });
  }, [onHydrated]);
  return children;
}

const CONTROLS = 'a[href], button, input, select, textarea, form';
/** React keeps a node's props on it once it has hydrated it (`__reactProps$<id>`). */
const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/**
 * Runs `next` once React owns every control on the page. The root commits first; the
 * route's page, in the router's Suspense boundary, hydrates a moment later (its code and
 * texts are read first), and a press or submit done again before then would reach no
 * handler: a form would go to the page's own URL as a GET. After 10 s, runs anyway.
 */
function whenControlsHydrated(next: () => void, deadline = performance.now() + 10_000) {
  const waiting = [...document.body.querySelectorAll(CONTROLS)].some((node) => !owned(node));
  if (waiting && performance.now() < deadline) {
    setTimeout(() => whenControlsHydrated(next, deadline), 20);
  } else {
    next();
  }
}
