import { Badge, Button, DrawerProvider, DrawerTrigger, notify } from '@commerce/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBatchJobActivity } from '../../lib/batch-jobs/use-batch-job-activity.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ActivityDrawer } from './activity-drawer.tsx';
import { ActivityIcon } from './activity-icon.tsx';
import { isUnfinished } from './job-status.ts';

/**
 * The top bar's activity button: it polls the batch jobs for as long as the main area is
 * open (so a completed job is announced even with the drawer closed, section 8), shows how
 * many are still running, and opens the activity drawer. A role without `batch-jobs:read`
 * has no button and no polling: every poll would be refused (issue 21).
 */
export function ActivityButton() {
  const { can } = usePermissions();
  return can('batch-jobs:read') ? <Activity /> : null;
}

function Activity() {
  const { t } = useTranslation('activity');
  const announce = useCallback((message: string) => void notify.success(message), []);
  const activity = useBatchJobActivity({ notify: announce });
  const running = activity.jobs.filter(isUnfinished).length;
  return (
    <DrawerProvider>
      <DrawerTrigger
        render={<Button variant="ghost" size="small" />}
        aria-label={running > 0 ? t('buttonRunning', { count: running }) : t('button')}
      >
        <ActivityIcon className="size-4" />
        {running > 0 && (
          <Badge variant="primary" size="small" aria-hidden="true">
            {running}
          </Badge>
        )}
      </DrawerTrigger>
      <ActivityDrawer activity={activity} />
    </DrawerProvider>
  );
}
