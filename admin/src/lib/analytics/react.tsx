import { createContext, useContext } from 'react';
import { type Analytics, createAnalytics } from './analytics.ts';
import { noopTransport } from './transport.ts';

/**
 * The app's analytics client for components: the AnalyticsProvider (features/analytics)
 * supplies it; screens outside one (tests, a page without the provider) get a client that
 * records nothing.
 */
const silent = createAnalytics({ preferences: null, transport: noopTransport });

export const AnalyticsContext = createContext<Analytics>(silent);

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
