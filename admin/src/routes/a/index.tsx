import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeFor } from '../../features/shell/sections.ts';
import { permissionsOf } from '../../lib/permissions/permissions.ts';

/** `/a`: the first section the user's role opens (orders for most). */
export const Route = createFileRoute('/a/')({
  beforeLoad: ({ context }) => {
    const permissions = permissionsOf(context.user);
    throw redirect({ to: homeFor((p) => permissions.has(p)), replace: true });
  },
});
