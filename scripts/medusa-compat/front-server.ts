/**
 * Our server as a front for the suite's Medusa v1 (issue 25): the compiled build as
 * `npm start` runs it, on a free port of 127.0.0.1, on a fresh embedded database of its own
 * with no demo store, serving the built apps, whose API is Medusa (`ADMIN_API_URL` and
 * whatever `env` adds, e.g. the storefront's). The apps must be built; a missing admin or
 * storefront build is made first (`npm run build -w …`, about a minute each).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildCompiledServer,
  type ServerProcess,
  spawnCompiledServer,
} from '../../server/src/test/server-process.ts';

const root = resolve(import.meta.dirname, '../..');

/** A first start makes and migrates its database: over 90 s on a loaded 2-core machine. */
const LISTEN_TIMEOUT_MS = 240_000;

export interface FrontServer {
  url: string;
  /** Everything the server wrote so far (its log is silent unless a test sets LOG_LEVEL). */
  output(): string;
  stop(): Promise<void>;
}

/** Builds `app` (`admin` or `storefront`) when its `dist/` has no page yet. */
export function ensureAppBuilt(app: 'admin' | 'storefront'): void {
  const dist = join(root, app, 'dist');
  if (existsSync(join(dist, 'index.html')) || existsSync(join(root, app, 'dist-ssr'))) return;
  execFileSync('npm', ['run', 'build', '-w', `@commerce/${app}`], { cwd: root, stdio: 'pipe' });
}

/** Starts our server in front of the Medusa at `medusaUrl`; `env` adds settings. */
export async function startFrontServer(
  medusaUrl: string,
  env: Record<string, string> = {},
): Promise<FrontServer> {
  const build = buildCompiledServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'medusa-front-'));
  let server: ServerProcess;
  try {
    server = await spawnCompiledServer(
      build,
      {
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ADMIN_API_URL: medusaUrl,
        ...env,
      },
      LISTEN_TIMEOUT_MS,
    );
  } catch (error) {
    build.remove();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    output: server.output,
    async stop() {
      server.kill('SIGTERM');
      await server.exited;
      build.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
