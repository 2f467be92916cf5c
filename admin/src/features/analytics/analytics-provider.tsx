import { useMedusa } from '@commerce/client';
import { adminGetAuthQueryOptions } from '@commerce/client/admin/auth';
import { adminGetStoreQueryOptions } from '@commerce/client/admin/store';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createAnalytics, flushWhenHidden } from '../../lib/analytics/analytics.ts';
import { useAnalyticsConfig } from '../../lib/analytics/config-query.ts';
import { AnalyticsContext } from '../../lib/analytics/react.tsx';
import type { Transport } from '../../lib/analytics/transport.ts';
import { useUsageEvents } from './use-usage-events.ts';

export interface AnalyticsProviderProps {
  children: ReactNode;
  /** Where batches go; default: `VITE_ANALYTICS_URL`, or nowhere when it is not set. */
  transport?: Transport;
}

/**
 * Wraps the main area and the invite page (specification section 2) with the analytics
 * client: a page view on every route change, identify with the user id and store name,
 * and the named events of section 7. Until the user has answered the consent overlay, and
 * for good once they opt out, nothing is recorded or even read for it.
 */
export function AnalyticsProvider({ children, transport }: AnalyticsProviderProps) {
  const [analytics] = useState(() =>
    createAnalytics({ preferences: null, ...(transport ? { transport } : {}) }),
  );
  const { preferences } = useAnalyticsConfig();
  const known = preferences !== null;
  const optOut = preferences?.opt_out ?? false;
  const anonymize = preferences?.anonymize ?? false;
  const recording = known && !optOut;

  // Effects run in order: the client knows the preference before any event below.
  useEffect(() => {
    analytics.setPreferences(known ? { opt_out: optOut, anonymize } : null);
  }, [analytics, known, optOut, anonymize]);

  useEffect(() => flushWhenHidden(analytics), [analytics]);

  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    // `recording` is a dependency so the page open when consent arrives is counted too.
    if (recording) analytics.page(pathname);
  }, [analytics, pathname, recording]);

  const { client } = useMedusa();
  const user = useQuery({
    ...adminGetAuthQueryOptions(client),
    retry: false,
    enabled: recording,
  }).data?.user;
  const store = useQuery({ ...adminGetStoreQueryOptions(client), enabled: recording }).data?.store;
  const identified = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!recording || !user || !store) return;
    const key = `${user.id}\n${store.name}`;
    if (identified.current === key) return;
    identified.current = key;
    analytics.identify(user.id, { store_name: store.name });
  }, [analytics, recording, user, store]);

  useUsageEvents(analytics, { recording, user, store });

  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}
