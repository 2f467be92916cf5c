import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * House style 2 (features do not import each other) is a Biome rule: `biome.json`'s
 * overrides restrict, in each app's src/features/, the imports that climb to features/ and
 * down into another feature. So is issue 29's: the apps import the generated client per
 * tag, never the whole of it. This proves both on a fixture of deliberate reach-ins.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const FIXTURE = join(ROOT, 'admin/test/fixtures/feature-boundaries');
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const APPS = ['admin', 'storefront'];
/** The comments that end each fixture line the rules must report. */
const REACH_INS = ['// reaches into another feature', '// imports the whole client'];

interface BiomeReport {
  diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
}

/** `app/src/features/<file>:<line>` for every line of the fixture marked as a reach-in. */
function markedReachIns(): string[] {
  const found: string[] = [];
  const files = readdirSync(FIXTURE, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.ts'))) {
    const lines = readFileSync(join(FIXTURE, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!REACH_INS.some((mark) => line.endsWith(mark))) return;
      for (const app of APPS) found.push(`${app}/src/features/${file}:${index + 1}`);
    });
  }
  return found.sort();
}

let tree = '';
let lint: { status: number | null; report: BiomeReport };

beforeAll(() => {
  // A copy of the repository's config over a tree shaped like the repository, since the
  // repository's own lint run leaves the fixture out.
  tree = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
  cpSync(join(ROOT, 'biome.json'), join(tree, 'biome.json'));
  for (const app of APPS) cpSync(FIXTURE, join(tree, app, 'src/features'), { recursive: true });
  const run = spawnSync(
    process.execPath,
    [BIOME, 'lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: tree, encoding: 'utf8' },
  );
  lint = { status: run.status, report: JSON.parse(run.stdout) as BiomeReport };
}, 60_000);

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the feature boundary lint rule', () => {
  it('fails the lint run on an import into another feature', () => {
    expect(lint.status).toBe(1);
  });

  it('reports every reach-in, in both apps and at both depths, and nothing else', () => {
    const reported = lint.report.diagnostics.map(
      ({ category, location }) => `${category} ${location.path}:${location.start.line}`,
    );
    expect(reported.sort()).toEqual(
      markedReachIns().map((place) => `lint/style/noRestrictedImports ${place}`),
    );
  });
});
