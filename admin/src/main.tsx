import { MedusaProvider } from '@commerce/client';
import { sendLanguageWith } from '@commerce/client/i18n';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { apiUrlOfPage } from './lib/api-client/api-url.ts';
import { createAdminClient } from './lib/api-client/app-client.ts';
import { createI18n } from './lib/i18n/setup.ts';
import { createAdminQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './lib/router.tsx';
import { applyTheme, readThemePreference } from './lib/theme/theme.ts';
import './styles.css';

// Before the first paint, so a dark theme never flashes light.
applyTheme(readThemePreference());

// With the hook layer's 3 retries, one Idempotency-Key per POST (lib/api-client/).
// The API: the one the server's page names (ADMIN_API_URL), the build's, or this origin.
const client = createAdminClient(
  apiUrlOfPage() ?? import.meta.env.VITE_API_URL ?? window.location.origin,
);
const queryClient = createAdminQueryClient();
const router = createAppRouter({ queryClient, client });
const { i18n, ready } = createI18n();
// Invites and resets staff cause are written in the language chosen here.
sendLanguageWith(client, i18n);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Render once the language's translations are read, so no screen flashes raw keys; a
// failed read still renders (i18next falls back to English, then to the keys).
void ready.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MedusaProvider client={client} queryClient={queryClient}>
          <RouterProvider router={router} />
        </MedusaProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
