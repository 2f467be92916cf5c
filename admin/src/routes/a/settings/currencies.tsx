import { createFileRoute } from '@tanstack/react-router';
import { BackToSettings } from '../../../features/extensions/index.ts';
import { CurrencySettings } from '../../../features/regions/currency-settings.tsx';

/** The store's currencies, the default one, and whether their prices include tax. */
export const Route = createFileRoute('/a/settings/currencies')({
  component: () => (
    <div className="flex flex-col gap-4">
      <div className="mx-auto w-full max-w-4xl">
        <BackToSettings />
      </div>
      <CurrencySettings />
    </div>
  ),
});
