import { messages } from '../../lib/messages.ts';

export function LoginPlaceholder() {
  return (
    <main className="mx-auto max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{messages.login.title}</h1>
      <p>{messages.login.note}</p>
    </main>
  );
}
