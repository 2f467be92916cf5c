/*
 * Graceful shutdown on SIGTERM (process managers, containers) and SIGINT (Ctrl+C): the
 * server stops listening, answers the requests already running (new ones on open
 * connections get 503, http/health.ts), the batch-job worker finishes the step it runs, then
 * the database closes and the process exits 0. A second signal, or SHUTDOWN_TIMEOUT_MS
 * without finishing, ends the process at once with exit code 1.
 */

import type { FastifyInstance } from 'fastify';

/** Default of SHUTDOWN_TIMEOUT_MS. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * One Ctrl+C under `npm start` arrives twice: from the terminal to the whole process group
 * and again forwarded by npm. A repeat this soon is that same signal, not a second one.
 */
const SAME_SIGNAL_MS = 1_000;

export interface ShutdownSteps {
  /** Stops accepting connections and resolves when the running requests are answered. */
  closeServer(): Promise<void>;
  /** Resolves when the background work running now has finished. */
  stopWork(): Promise<void>;
  /** Last: nothing uses the database once the two above are done. */
  closeDatabase(): Promise<void>;
}

export interface ShutdownOptions {
  timeoutMs: number;
  log: (message: string) => void;
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** True from the first signal on. */
  readonly started: boolean;
}

export function shutdownTimeoutFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a positive number of milliseconds, not ${value}`);
  }
  return ms;
}

/** Installs the signal handlers; `steps` are run on the first SIGTERM or SIGINT. */
export function shutdownOnSignals(steps: ShutdownSteps, options: ShutdownOptions): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let startedAt: number | undefined;

  const onSignal = (signal: NodeJS.Signals) => {
    if (startedAt !== undefined) {
      if (Date.now() - startedAt < SAME_SIGNAL_MS) return;
      options.log(`${signal} again: exiting without finishing`);
      exit(1);
      return;
    }
    startedAt = Date.now();
    options.log(`${signal}: shutting down (at most ${options.timeoutMs} ms)`);
    const timer = setTimeout(() => {
      options.log(`Shutdown did not finish within ${options.timeoutMs} ms: exiting`);
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    void run(steps).then(
      () => {
        clearTimeout(timer);
        options.log('Shut down');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        options.log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };

  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return {
    get started() {
      return startedAt !== undefined;
    },
  };
}

async function run(steps: ShutdownSteps): Promise<void> {
  // The worker's step and the requests may each need the database, so both end first.
  await Promise.all([steps.closeServer(), steps.stopWork()]);
  await steps.closeDatabase();
}

/**
 * Closes the HTTP server and resolves once the requests running now are answered. Node
 * closes the connections that are idle when closing begins; a response still being written
 * then leaves a keep-alive connection open for its timeout (72 s), so the idle ones are
 * closed again until the server has closed.
 */
export async function closeHttpServer(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
