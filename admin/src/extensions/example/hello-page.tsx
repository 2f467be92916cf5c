import { Card, CardContent, CardHeader, CardTitle } from '@commerce/ui';
import { useTranslation } from 'react-i18next';

/** The example extension's page, at `/app/a/hello`. */
export function HelloPage() {
  const { t } = useTranslation('extensions');
  return (
    <div className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold">{t('example.page.title')}</h1>
      <p className="max-w-prose text-sm text-muted-foreground">{t('example.page.body')}</p>
    </div>
  );
}

/** The example extension's widget; the zone it sits in is named in its text. */
export function HelloWidget({ zone }: { zone: string }) {
  const { t } = useTranslation('extensions');
  return (
    <Card data-testid="example-widget">
      <CardHeader>
        <CardTitle>{t('example.widget.title')}</CardTitle>
      </CardHeader>
      <CardContent>{t('example.widget.body', { zone })}</CardContent>
    </Card>
  );
}

/** The example extension's settings page, at `/app/a/settings/hello`. */
export function HelloSettingsPage() {
  const { t } = useTranslation('extensions');
  return (
    <div className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold">{t('example.settings.title')}</h1>
      <p className="max-w-prose text-sm text-muted-foreground">{t('example.settings.body')}</p>
    </div>
  );
}
