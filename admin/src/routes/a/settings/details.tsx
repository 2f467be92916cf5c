import { createFileRoute } from '@tanstack/react-router';
import { BackToSettings } from '../../../features/extensions/index.ts';
import { StoreDetailsPage } from '../../../features/store-settings/store-details-page.tsx';

export const Route = createFileRoute('/a/settings/details')({
  component: StoreDetailsRoute,
});

function StoreDetailsRoute() {
  return (
    <div className="flex flex-col gap-4 p-6">
      <BackToSettings />
      <StoreDetailsPage />
    </div>
  );
}
