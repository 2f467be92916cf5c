import type { ClientError } from '@commerce/client';
import { useAdminGetAnalyticsConfig } from '@commerce/client/admin/analytics-configs';
import { useFeatureFlag } from '../feature-flags/feature-flags.ts';
import type { AnalyticsPreferences } from './analytics.ts';

export interface AnalyticsConfigState {
  /** The `analytics` flag is on, so the config is read at all. */
  enabled: boolean;
  /** The saved preference, or null while unknown or absent. */
  preferences: AnalyticsPreferences | null;
  /** The server said the user has no config yet (404): the consent overlay is due. */
  missing: boolean;
  isPending: boolean;
  error: ClientError | null;
  refetch: () => Promise<unknown>;
}

/**
 * The signed-in user's usage-data preference (specification section 7): read only when
 * the `analytics` flag is on, with no retry (a 404 answers "none yet", asking again would
 * not change that). Every reader shares the generated query's cache entry, which saving
 * refreshes.
 */
export function useAnalyticsConfig(): AnalyticsConfigState {
  const enabled = useFeatureFlag('analytics') === true;
  const query = useAdminGetAnalyticsConfig({ enabled, retry: false });
  const config = enabled ? query.data?.analytics_config : undefined;
  return {
    enabled,
    preferences: config ? { opt_out: config.opt_out, anonymize: config.anonymize } : null,
    missing: enabled && query.error?.status === 404,
    isPending: enabled && query.isPending,
    error: enabled ? query.error : null,
    refetch: query.refetch,
  };
}
