import type { ClientError } from '@commerce/client';
import {
  useAdminCreateAnalyticsConfig,
  useAdminUpdateAnalyticsConfig,
} from '@commerce/client/admin/analytics-configs';
import { notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../../lib/analytics/react.tsx';
import type { UsageData } from './usage-data-schema.ts';

/**
 * Saves the usage-data preference, creating it (the consent overlay) or updating it (the
 * settings screen), with section 8's notifications. The generated mutation refreshes the
 * cached config first. Call it from a component that stays mounted while saving: React
 * Query drops `mutate`'s callbacks once their component is gone.
 */
export function useSavePreferences(mode: 'create' | 'update', onSaved?: () => void) {
  const { t } = useTranslation('consent');
  const analytics = useAnalytics();
  const create = useAdminCreateAnalyticsConfig();
  const update = useAdminUpdateAnalyticsConfig();
  const mutation = mode === 'create' ? create : update;

  const saved = (data: UsageData) => {
    notify.success(t('notifications.success'), { description: t('notifications.saved') });
    if (data.email !== undefined && !data.anonymize && !data.opt_out) {
      // The provider learns the new preference from the refreshed config a render later;
      // the email must not wait for that (section 5: sent only when neither switch is on).
      analytics.setPreferences({ anonymize: false, opt_out: false });
      analytics.track('user_email', { email: data.email });
    }
    onSaved?.();
  };
  const failed = (error: ClientError) => {
    notify.error(t('notifications.error'), {
      description: error.body?.message || t('notifications.fallback'),
    });
  };

  return {
    isPending: mutation.isPending,
    save: (data: UsageData) =>
      mutation.mutate(
        { anonymize: data.anonymize, opt_out: data.opt_out },
        { onSuccess: () => saved(data), onError: failed },
      ),
  };
}
