import type { AdminGetAuthData } from '@commerce/client/admin';
import { messages } from '../../lib/messages.ts';

export interface SessionSummaryProps {
  user: AdminGetAuthData['user'] | null;
}

export function SessionSummary({ user }: SessionSummaryProps) {
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{messages.home.title}</h1>
      <p>{messages.home.intro}</p>
      <p>{user ? messages.session.signedInAs(user.email) : messages.session.signedOut}</p>
    </main>
  );
}
