import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/*
 * Installs the Medusa v1 backend of the compatibility suite into a folder outside the
 * repository's workspaces (COMPAT_DIR), from the lockfile committed in ./project, with
 * `npm ci`. Skipped when the folder already holds an install of the same lockfile, so a CI
 * cache of COMPAT_DIR (or of npm's own cache) makes it cheap. Run it alone with
 * `npx tsx scripts/medusa-compat/install.ts`.
 */

/** The committed Medusa project: package.json, lockfile, medusa-config.js, seed, serve.js. */
export const PROJECT_DIR = resolve(import.meta.dirname, 'project');

/** Where Medusa is installed: COMPAT_DIR, else the user's cache folder. */
export function compatDir(): string {
  if (process.env.COMPAT_DIR) return resolve(process.env.COMPAT_DIR);
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'commerce', 'medusa-v1');
}

const STAMP = '.installed-lock.sha256';

/** What an install is made from: both manifests, so a changed pin installs again. */
function lockHash(): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    hash.update(readFileSync(join(PROJECT_DIR, file)));
  }
  return hash.digest('hex');
}

/** Whether `dir` holds a whole install of the committed lockfile. */
export function isInstalled(dir = compatDir()): boolean {
  const stamp = join(dir, STAMP);
  return (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === lockHash() &&
    existsSync(join(dir, 'node_modules/@medusajs/medusa/package.json'))
  );
}

export interface InstallResult {
  dir: string;
  /** False when the folder already held this lockfile's install. */
  installed: boolean;
  ms: number;
}

export function installMedusa(dir = compatDir()): InstallResult {
  const started = Date.now();
  mkdirSync(dir, { recursive: true });
  if (isInstalled(dir)) return { dir, installed: false, ms: Date.now() - started };
  for (const file of ['package.json', 'package-lock.json']) {
    cpSync(join(PROJECT_DIR, file), join(dir, file));
  }
  // Under `npm run -w …` npm passes its workspace settings on; this install has none.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_config_(workspaces?|include_workspace_root)$/i.test(key),
    ),
  );
  // --ignore-scripts: the tree's install scripts are core-js's banner, medusa-telemetry's
  // "installed" ping and msgpackr-extract's native build; --omit=optional leaves out
  // msgpackr-extract's prebuilt binaries (bullmq's msgpackr then runs in plain JS) and
  // fsevents. Nothing is downloaded but packages from the registry.
  const result = spawnSync(
    'npm',
    ['ci', '--omit=optional', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: dir, env, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    throw new Error(`npm ci of Medusa v1 in ${dir} failed (exit ${result.status})`);
  }
  writeFileSync(join(dir, STAMP), `${lockHash()}\n`);
  return { dir, installed: true, ms: Date.now() - started };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { dir, installed, ms } = installMedusa();
  console.log(
    `Medusa v1 ${installed ? 'installed' : 'already installed'} in ${dir} (${(ms / 1000).toFixed(1)} s)`,
  );
}
