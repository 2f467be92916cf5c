import { createFileRoute } from '@tanstack/react-router';
import { BackToSettings } from '../../../features/extensions/index.ts';
import { TeamPage } from '../../../features/team/team-page.tsx';
import { userListSearch } from '../../../features/team/user-list-search.ts';

export const Route = createFileRoute('/a/settings/team')({
  validateSearch: userListSearch,
  component: TeamRoute,
});

function TeamRoute() {
  const navigate = Route.useNavigate();
  return (
    <div className="flex flex-col gap-4 p-6">
      <BackToSettings />
      <TeamPage
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </div>
  );
}
