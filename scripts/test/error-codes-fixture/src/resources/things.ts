import { type ErrorCode, errors } from '../errors.ts';
import { checkLock } from './lock.ts';

interface Provider {
  pay(amount: number): void;
}

const providers: Provider[] = [
  {
    pay: (amount) => {
      if (amount > 10) throw errors.notAllowed('Refused', 'payment_refused');
    },
  },
];

/** A wrapper around a handler map: what it raises counts for every handler in it. */
function signedIn<T>(handlers: T, customer?: string): T {
  if (!customer) throw errors.forbidden();
  return handlers;
}

export function refuse(code: ErrorCode) {
  return errors.notAllowed('Refused', code);
}

function loadThing(id: string) {
  if (id === '') throw errors.notAllowed('No such thing', 'thing_gone');
  checkLock(id.startsWith('x'));
  return { id };
}

export const guardedHandlers = signedIn({
  StoreGetThing: async (id: string) => loadThing(id),
});

export const openHandlers = {
  StorePayThing: async (amount: number) => providers[0]?.pay(amount),
};
