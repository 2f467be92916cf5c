import { createFileRoute } from '@tanstack/react-router';
import { BackToSettings } from '../../../features/extensions/index.ts';
import { ProfileList } from '../../../features/regions/profile-list.tsx';

/** Shipping profiles: the groups of products shipped the same way. */
export const Route = createFileRoute('/a/settings/shipping-profiles')({
  component: () => (
    <div className="flex flex-col gap-4">
      <div className="mx-auto w-full max-w-4xl">
        <BackToSettings />
      </div>
      <ProfileList />
    </div>
  ),
});
