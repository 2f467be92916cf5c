import { createFileRoute } from '@tanstack/react-router';
import { BackToSettings } from '../../../features/extensions/index.ts';
import { TaxSettings } from '../../../features/regions/tax-settings.tsx';

/** Tax rates of each region, and what they override. */
export const Route = createFileRoute('/a/settings/taxes')({
  component: () => (
    <div className="flex flex-col gap-4">
      <div className="mx-auto w-full max-w-4xl">
        <BackToSettings />
      </div>
      <TaxSettings />
    </div>
  ),
});
