import { createFileRoute, notFound } from '@tanstack/react-router';
import { extensions } from '../../../extensions/index.ts';
import { BackToSettings } from '../../../features/extensions/back-to-settings.tsx';
import { matchPath } from '../../../features/extensions/match-path.ts';

/** Extension settings pages, at `/a/settings{path}`; an unknown one is the not-found page. */
export const Route = createFileRoute('/a/settings/$')({
  loader: ({ params }) => {
    const page = matchPath(extensions.settingsPages(), params._splat ?? '');
    if (!page) throw notFound();
    return { path: page.path };
  },
  component: ExtensionSettingsRoute,
});

function ExtensionSettingsRoute() {
  const { path } = Route.useLoaderData();
  const Page = extensions.settingsPages().find((page) => page.path === path)?.component;
  return (
    <div className="flex flex-col gap-2 pt-6 ps-6">
      <BackToSettings />
      {Page && <Page />}
    </div>
  );
}
