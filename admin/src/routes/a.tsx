import {
  createFileRoute,
  type ErrorComponentProps,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { extensions } from '../extensions/index.ts';
import { ActivityButton } from '../features/activity/index.ts';
import { AnalyticsProvider } from '../features/analytics/index.ts';
import { AnalyticsConsent } from '../features/consent/index.ts';
import { AppShell } from '../features/shell/app-shell.tsx';
import { NotFound } from '../features/shell/not-found.tsx';
import { RouteError } from '../features/shell/route-error.tsx';
import { NotAvailableError } from '../lib/feature-flags/not-available-error.ts';
import { NoAccessError } from '../lib/permissions/no-access-error.ts';
import { loadSessionUser } from '../lib/session/session.ts';

/**
 * The main area: signed-in staff only; everyone else signs in first and comes back. A
 * page the user's role does not open is refused here, before its reads start, with a
 * message inside the usual frame (issue 21).
 */
export const Route = createFileRoute('/a')({
  beforeLoad: async ({ context, location }) => {
    const user = await loadSessionUser(context);
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    const { missingPagePermission } = await import('../lib/permissions/page-access.ts');
    const missing = missingPagePermission(user, location.pathname);
    if (missing) throw new NoAccessError(missing);
    // What the backend has (issue 25), read once and shared: known before the frame and
    // the page render, so the navigation does not change under the user and a page the
    // backend cannot serve (no inventory module, categories off…) says so before its reads.
    const { loadCapabilities, pageCapability } = await import(
      '../lib/feature-flags/capabilities.ts'
    );
    const capabilities = await loadCapabilities(context);
    const needed = pageCapability(location.pathname);
    if (needed && capabilities && !capabilities.has(needed)) throw new NotAvailableError(needed);
    return { user };
  },
  component: () => (
    <MainArea>
      <Outlet />
    </MainArea>
  ),
  errorComponent: (props: ErrorComponentProps) =>
    props.error instanceof NoAccessError || props.error instanceof NotAvailableError ? (
      <MainArea>
        <RouteError {...props} />
      </MainArea>
    ) : (
      <RouteError {...props} />
    ),
  // The router renders this instead of the layout, so it brings the layout along: unknown
  // paths under /a keep the sidebar and top bar around the not-found page.
  notFoundComponent: () => (
    <MainArea>
      <NotFound />
    </MainArea>
  ),
});

function MainArea({ children }: { children: ReactNode }) {
  return (
    <AnalyticsProvider>
      <AppShell extensionLinks={extensions.links()} topBarActions={<ActivityButton />}>
        {children}
        <AnalyticsConsent />
      </AppShell>
    </AnalyticsProvider>
  );
}
