import { createFileRoute, redirect } from '@tanstack/react-router';
import { MAIN_AREA_HOME } from '../../lib/session/session.ts';

export const Route = createFileRoute('/a/')({
  beforeLoad: () => {
    throw redirect({ to: MAIN_AREA_HOME, replace: true });
  },
});
