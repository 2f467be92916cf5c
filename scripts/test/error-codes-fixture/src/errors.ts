// A server's error catalogue in small, for server-error-codes.test.ts.
export type ErrorCode = 'forbidden' | 'payment_refused' | 'thing_gone' | 'thing_locked';

export function createError(type: string, message: string, status = 400, code?: ErrorCode) {
  return Object.assign(new Error(message), { type, status, code });
}

export const errors = {
  notAllowed: (message: string, code?: ErrorCode) => createError('not_allowed', message, 400, code),
  forbidden: (message = 'Not for you', code: ErrorCode = 'forbidden') =>
    createError('forbidden', message, 403, code),
};
