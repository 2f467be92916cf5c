import { createQueryClient, MedusaProvider } from '@commerce/client';
import { languageDetector, sendLanguageWith } from '@commerce/client/i18n';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createStorefrontClient } from './lib/api-client/app-client.ts';
import { createI18n } from './lib/i18n/setup.ts';
import { createAppRouter } from './lib/router.tsx';
import './styles.css';

/*
 * `npm run dev` only (vite.config.ts serves a page that loads this): the app rendered in the
 * browser against the API on :9000, without the server's rendering. It shows no hydration
 * mismatch; the production build (entry-client.tsx) and the e2e journeys do.
 */
const container = document.getElementById('root');
if (!container) throw new Error('the development page has no #root element');
// As the production entry: the hook layer's retries, one Idempotency-Key per POST.
const client = createStorefrontClient(import.meta.env.VITE_API_URL ?? window.location.origin);
const queryClient = createQueryClient();
// The server chooses the language in the built app; here the browser does, as it used to.
const { i18n } = createI18n({ detect: languageDetector });
sendLanguageWith(client, i18n);
// Mounted in an element: the root renders the head's tags and the page, not the document.
const router = createAppRouter({ client, queryClient, embedded: true });
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MedusaProvider client={client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </MedusaProvider>
    </I18nextProvider>
  </StrictMode>,
);
