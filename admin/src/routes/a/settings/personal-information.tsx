import { createFileRoute } from '@tanstack/react-router';
import { BackToSettings } from '../../../features/extensions/index.ts';
import { ProfilePage } from '../../../features/team/profile-page.tsx';

export const Route = createFileRoute('/a/settings/personal-information')({
  component: PersonalInformationRoute,
});

function PersonalInformationRoute() {
  return (
    <div className="flex flex-col gap-4 p-6">
      <BackToSettings />
      <ProfilePage />
    </div>
  );
}
