import { createClient, createQueryClient, MedusaProvider } from '@commerce/client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './lib/router.tsx';
import './styles.css';

const client = createClient({ baseUrl: import.meta.env.VITE_API_URL ?? window.location.origin });
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, client });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <MedusaProvider client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </MedusaProvider>
  </StrictMode>,
);
