import { Link } from '@tanstack/react-router';
import { messages } from '../../lib/messages.ts';

export function NotFound() {
  return (
    <main className="mx-auto max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{messages.notFound.title}</h1>
      <p>{messages.notFound.body}</p>
      <Link to="/" className="underline">
        {messages.notFound.home}
      </Link>
    </main>
  );
}
