import { createFileRoute, notFound } from '@tanstack/react-router';
import { extensions } from '../../extensions/index.ts';
import { matchPath } from '../../features/extensions/match-path.ts';

/**
 * Extension routes (specification section 2): any path of the main area that no built-in
 * route takes is looked up among the registered extension routes; anything else is the
 * not-found page.
 */
export const Route = createFileRoute('/a/$')({
  loader: ({ params }) => {
    const page = matchPath(extensions.routes(), params._splat ?? '');
    if (!page) throw notFound();
    return { path: page.path };
  },
  component: ExtensionRoute,
});

function ExtensionRoute() {
  const { path } = Route.useLoaderData();
  const Page = extensions.routes().find((route) => route.path === path)?.component;
  return Page ? <Page /> : null;
}
