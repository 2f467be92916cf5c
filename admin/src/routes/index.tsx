import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadSessionUser, MAIN_AREA_HOME } from '../lib/session/session.ts';

/** The landing page only sends people on: into the main area, or to sign in. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    const user = await loadSessionUser(context);
    throw redirect({ to: user ? MAIN_AREA_HOME : '/login', replace: true });
  },
});
