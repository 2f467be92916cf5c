import { SkipLink, Toaster } from '@commerce/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../features/shell/not-found.tsx';
import { MAIN_CONTENT_ID } from '../lib/a11y/main-content.ts';
import { useRouteFocus } from '../lib/a11y/use-route-focus.ts';
import type { RouterContext } from '../lib/router.tsx';

/** The top bar's height (`h-14`, 56 px) plus the 8 px gap toasts keep from each other. */
const TOASTS_BELOW_TOP_BAR_PX = 64;

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
      {/* Below the top bar (3.5 rem) and a gap: a toast never covers the account menu. */}
      <Toaster label={t('notifications.label')} offsetTop={TOASTS_BELOW_TOP_BAR_PX} />
    </>
  );
}
