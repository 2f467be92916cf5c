import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPreferences } from '../../../features/consent/index.ts';
import { BackToSettings } from '../../../features/extensions/index.ts';

/** The usage-data preferences, changed after the consent overlay's first answer. */
export const Route = createFileRoute('/a/settings/analytics')({
  component: AnalyticsSettingsRoute,
});

function AnalyticsSettingsRoute() {
  return (
    <div className="flex flex-col gap-4 p-6">
      <BackToSettings />
      <AnalyticsPreferences />
    </div>
  );
}
