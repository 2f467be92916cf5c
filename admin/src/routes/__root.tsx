import { SkipLink, Toaster } from '@commerce/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../features/shell/not-found.tsx';
import { MAIN_CONTENT_ID } from '../lib/a11y/main-content.ts';
import { useRouteFocus } from '../lib/a11y/use-route-focus.ts';
import type { RouterContext } from '../lib/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const { t } = useTranslation();
  useRouteFocus(t('app.title'));
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('a11y.skipToContent')}</SkipLink>
      <Outlet />
      <Toaster label={t('notifications.label')} />
    </>
  );
}
