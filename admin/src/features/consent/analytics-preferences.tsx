import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@commerce/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsConfig } from '../../lib/analytics/config-query.ts';
import { UsageDataForm } from './usage-data-form.tsx';
import { useSavePreferences } from './use-save-preferences.ts';

/**
 * The usage-data preferences screen under settings: the overlay's switches, to change the
 * answer later (`POST /admin/analytics-configs/update`). A user who never answered the
 * overlay creates the preference here instead.
 */
export function AnalyticsPreferences() {
  const { t } = useTranslation('consent');
  const config = useAnalyticsConfig();
  const { save, isPending } = useSavePreferences(config.missing ? 'create' : 'update');

  let body: ReactNode;
  if (!config.enabled) {
    body = <p className="text-muted-foreground">{t('preferences.unavailable')}</p>;
  } else if (config.isPending) {
    body = <p role="status">{t('preferences.loading')}</p>;
  } else if (config.error && !config.missing) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{t('preferences.loadFailed')}</p>
        <Button variant="secondary" size="small" onClick={() => void config.refetch()}>
          {t('preferences.retry')}
        </Button>
      </div>
    );
  } else {
    const defaults = config.preferences ?? { anonymize: false, opt_out: false };
    body = (
      <UsageDataForm
        // A fresh form per saved answer, so the switches start from it.
        key={`${defaults.anonymize}-${defaults.opt_out}`}
        defaultValues={defaults}
        submitLabel={t('preferences.save')}
        isSubmitting={isPending}
        onSubmit={save}
      />
    );
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
