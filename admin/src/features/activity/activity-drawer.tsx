import {
  Button,
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  Spinner,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { BatchJobActivity } from '../../lib/batch-jobs/use-batch-job-activity.ts';
import { JobItem } from './job-item.tsx';

export interface ActivityDrawerProps {
  activity: BatchJobActivity;
}

/**
 * The batch jobs of the last month, newest first as the server lists them, with a manual
 * refresh (which also sets the polling back to 2 s, section 4).
 */
export function ActivityDrawer({ activity }: ActivityDrawerProps) {
  const { t } = useTranslation('activity');
  const { jobs, query, refresh } = activity;
  return (
    <Drawer>
      <DrawerHeader>
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <DrawerTitle>{t('title')}</DrawerTitle>
            <DrawerDescription>{t('description')}</DrawerDescription>
          </div>
          <Button
            variant="secondary"
            size="small"
            isLoading={query.isFetching}
            onClick={() => void refresh()}
          >
            {t('refresh')}
          </Button>
        </div>
      </DrawerHeader>
      <DrawerBody>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="small" /> {t('loading')}
          </p>
        ) : query.isError && jobs.length === 0 ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" size="small" onClick={() => void refresh()}>
              {t('retry')}
            </Button>
          </div>
        ) : jobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {jobs.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </ul>
        )}
      </DrawerBody>
      <DrawerFooter>
        <DrawerClose render={<Button variant="secondary" />}>{t('close')}</DrawerClose>
      </DrawerFooter>
    </Drawer>
  );
}
