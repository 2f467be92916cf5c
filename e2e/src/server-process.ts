/**
 * The server as `npm start` runs it: the compiled build (scripts/build-server.mjs) through
 * scripts/run-server.sh, in a child process of its own, so a test can kill it outright and start it
 * again on the same data. One build per test file, shared by its starts.
 */
import {
  buildCompiledServer,
  type CompiledServer,
  type ServerProcess,
  spawnCompiledServer,
} from '../../server/src/test/server-process.ts';

export type { ServerProcess };

let build: CompiledServer | undefined;

/**
 * Starts the server with `env` over the current environment (PORT and HOST chosen for it)
 * and resolves once it listens; rejects with its output if it exits first.
 */
export function spawnServer(
  env: Record<string, string>,
  timeoutMs?: number,
): Promise<ServerProcess> {
  build ??= buildCompiledServer();
  return spawnCompiledServer(build, env, timeoutMs);
}

/** Stops the server the way a process manager does (SIGTERM closes it cleanly). */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.kill('SIGTERM');
  await server.exited;
}

/** Removes this file's build (its afterAll). */
export function removeServerBuild(): void {
  build?.remove();
  build = undefined;
}
