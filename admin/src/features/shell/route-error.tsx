import { ClientError } from '@commerce/client';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { messages } from '../../lib/messages.ts';

/** What a route shows when its loader or component fails: a short reason and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const reason =
    error instanceof ClientError && error.status !== undefined
      ? messages.error.status(error.status)
      : messages.error.unknown;
  return (
    <main role="alert" className="mx-auto max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{messages.error.title}</h1>
      <p>{reason}</p>
      <button
        type="button"
        className="underline"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {messages.error.retry}
      </button>
    </main>
  );
}
