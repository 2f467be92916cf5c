import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/catalog/home-page.tsx';
import { prefetchHome } from '../features/catalog/prefetch-home.ts';

export const Route = createFileRoute('/')({
  // Arriving waits for the sections' reads, so the page comes whole; each section still
  // shows its own empty and error states, so the page renders even when the API is down.
  loader: ({ context: { queryClient, client } }) => prefetchHome(queryClient, client),
  component: HomePage,
});
