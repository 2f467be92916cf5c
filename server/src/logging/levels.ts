/** What `LOG_LEVEL` accepts: pino's levels, most to least severe, and `silent` (nothing). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Requests and start-up steps are logged at info, so that is where a server starts. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
