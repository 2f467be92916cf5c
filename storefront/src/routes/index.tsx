import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/catalog/home-page.tsx';
import { prefetchHome } from '../features/catalog/prefetch-home.ts';
import { routeHead } from '../lib/ssr/page-head.ts';

export const Route = createFileRoute('/')({
  // Arriving waits for the sections' reads, so the page comes whole; each section still
  // shows its own empty and error states, so the page renders even when the API is down.
  loader: ({ context: { queryClient, client, regionChoice } }) =>
    prefetchHome(queryClient, client, regionChoice),
  head: ({ match }) => {
    const { i18n, origin } = match.context;
    const t = i18n?.getFixedT(null, 'catalog');
    return routeHead(
      {
        title: t?.('home.title') ?? 'Commerce store',
        description: t?.('home.description') ?? '',
        canonicalPath: '/',
      },
      i18n,
      origin,
    );
  },
  component: HomePage,
});
