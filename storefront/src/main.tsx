import { createClient, createQueryClient, MedusaProvider } from '@commerce/client';
import { sendLanguageWith } from '@commerce/client/i18n';
import { storeListRegionsQueryOptions } from '@commerce/client/store/regions';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './lib/i18n/setup.ts';
import { readEmbeddedRegions } from './lib/region/embedded-regions.ts';
import { regionListParams } from './lib/region/region-choice.ts';
import { createAppRouter } from './lib/router.tsx';
import { RenderInPasses } from './lib/start/render-passes.tsx';
import { warmUp } from './lib/start/warm-up.ts';
import { yieldToMain } from './lib/start/yield-to-main.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Render once the language's translations are read, so no page flashes raw keys (a failed
// read still renders: i18next falls back to English, then to the keys), and once the page
// is loaded too, so it appears with its content, not a loading state; a page that takes
// longer than FIRST_RENDER_WAIT_MS renders with its loading state.
const FIRST_RENDER_WAIT_MS = 1000;

/**
 * Start-up, cut into short tasks (yieldToMain) so a phone's main thread is never held for
 * long: reads are started first, the one-time set-up of Intl runs while
 * they travel (warm-up.ts), and the first render comes last, itself drawn in passes
 * (render-passes.tsx).
 */
async function start(container: HTMLElement) {
  const client = createClient({ baseUrl: import.meta.env.VITE_API_URL ?? window.location.origin });
  const queryClient = createQueryClient();
  const { i18n, ready } = createI18n();
  // The shopper's emails (resets, confirmations) in the language chosen here.
  sendLanguageWith(client, i18n);
  // The regions every price needs: written into the page by the server, else read now,
  // alongside the translations; then the code and data (route loaders) of the page.
  const regionsQuery = storeListRegionsQueryOptions(client, regionListParams);
  const embeddedRegions = readEmbeddedRegions(document);
  if (embeddedRegions) queryClient.setQueryData(regionsQuery.queryKey, embeddedRegions);
  else void queryClient.prefetchQuery(regionsQuery);
  await yieldToMain();
  const router = createAppRouter({ queryClient, client });
  const pageLoaded = router.load().catch(() => undefined);
  const pageOrTimeout = Promise.race([
    pageLoaded,
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
  await yieldToMain();
  await warmUp(document.documentElement.lang || 'en');
  await Promise.allSettled([ready, pageOrTimeout]);
  await yieldToMain();
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MedusaProvider client={client} queryClient={queryClient}>
          <RenderInPasses>
            <RouterProvider router={router} />
          </RenderInPasses>
        </MedusaProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start(root);
