/*
 * Whether an error means the database could not be reached, rather than that a statement
 * was wrong: the answer is then 503 `database_unavailable` (a retry may succeed once
 * PostgreSQL is back), not a 500 that says there is a bug. drizzle wraps the driver's error
 * in its own (`cause`), and a refused connection to a name with two addresses is an
 * AggregateError (`errors`), so the whole chain is searched.
 */

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not up yet (PostgreSQL, Appendix A): class 08
 * (connection exception), 57P01 admin_shutdown (`pg_ctl stop -m fast`), 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
 */
const SERVER_GONE = /^(08...|57P0[123])$/;

/** node-postgres' own messages for a connection that ended or never came. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_GONE.test(code))) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) {
      return true;
    }
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
