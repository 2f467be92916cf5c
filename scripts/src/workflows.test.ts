/**
 * The GitHub Actions workflows in .github/workflows, checked for what would break them
 * without a run on GitHub: no npm package offers actionlint without downloading a binary or
 * bundling an old build of it, so this reads the YAML and holds the structure each workflow
 * depends on: its triggers, that ci.yml runs .ci/run itself, pinned actions, npm scripts that
 * exist, and no expression spliced into a shell script.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const dir = join(root, '.github/workflows');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  'timeout-minutes'?: number;
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: { name: string };
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  env?: Record<string, string>;
  container?: { image: string };
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, Record<string, unknown> | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const workflows = new Map(
  files.map((file) => [
    file,
    YAML.parse(readFileSync(join(dir, file), 'utf8'), { uniqueKeys: true }) as Workflow,
  ]),
);
const workflow = (file: string) => workflows.get(file) as Workflow;
const steps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps);
const npmScripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>;

describe('GitHub workflows', () => {
  it('are the three the README describes, each job bounded in time', () => {
    expect(files.sort()).toEqual(['ci.yml', 'regenerate-client.yml', 'storybook.yml']);
    for (const [file, wf] of workflows) {
      expect(typeof wf.name, file).toBe('string');
      expect(Object.keys(wf.on).length, file).toBeGreaterThan(0);
      for (const [name, job] of Object.entries(wf.jobs)) {
        expect(job['runs-on'], `${file} ${name}`).toMatch(/^ubuntu-/);
        expect(job['timeout-minutes'], `${file} ${name}`).toBeGreaterThan(0);
        expect(job.steps.length, `${file} ${name}`).toBeGreaterThan(0);
        for (const need of [job.needs ?? []].flat()) expect(Object.keys(wf.jobs)).toContain(need);
      }
    }
  });

  it('pin every action to a major version or a commit', () => {
    for (const [file, _] of workflows) {
      for (const step of steps(file).filter((s) => s.uses)) {
        expect(step.uses, file).toMatch(/^[\w.-]+\/[\w./-]+@(v\d+(\.\d+){0,2}|[0-9a-f]{40})$/);
      }
    }
  });

  it('run only npm scripts that exist, and splice no expression into a shell script', () => {
    for (const [file, _] of workflows) {
      for (const step of steps(file).filter((s) => s.run)) {
        for (const [, script] of (step.run ?? '').matchAll(/npm run (?:--silent )?([\w:-]+)/g)) {
          expect(npmScripts, `${file}: npm run ${script}`).toHaveProperty([script as string]);
        }
        // Text from a run's inputs or an event reaches a script through env only.
        expect(step.run, file).not.toMatch(/\$\{\{/);
      }
    }
  });

  it('ci.yml runs .ci/run itself, the README test command, on push and pull request', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    const [job, ...others] = Object.values(ci.jobs);
    expect(others).toEqual([]);
    expect(job?.['timeout-minutes']).toBe(90);
    expect(job?.steps.map((s) => s.run).filter(Boolean)).toEqual(['.ci/run']);
    // The same Debian release as the rehearsal, whose packages .ci/run installs with apt-get.
    expect(job?.container?.image).toMatch(/-bookworm$/);
    const ciRun = readFileSync(join(root, '.ci/run'), 'utf8');
    expect(ciRun).toMatch(/apt-get install .*"\$\{missing\[@\]\}"/);
    // The README's test command, then only the Medusa suite, which serves the apps npm test's
    // Nx run built (issue 25).
    const commands = ciRun
      .trim()
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(commands.slice(-2)).toEqual(['npm test', 'npm run test:compat']);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toMatch(/## Test it\n\n```sh\nnpm test\n```/);
    expect(job?.steps.some((s) => s.uses?.startsWith('actions/cache@'))).toBe(true);
  });

  it('storybook.yml builds the static Storybook and deploys that folder to Pages', () => {
    const wf = workflow('storybook.yml');
    const build = wf.jobs.build as Job;
    expect(build.steps.map((s) => s.run)).toContain('npm run storybook:build');
    const outDir = npmScripts['storybook:build']?.match(/-o (\S+)/)?.[1];
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe(outDir);
    const deploy = wf.jobs.deploy as Job;
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.concurrency?.group).toBeTruthy();
    expect(deploy.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });

  it('storybook.yml runs Chromatic only when the token secret is set', () => {
    const chromatic = workflow('storybook.yml').jobs.chromatic as Job;
    expect(chromatic.env?.CHROMATIC_PROJECT_TOKEN).toMatch(
      /^\$\{\{ secrets\.CHROMATIC_PROJECT_TOKEN \}\}$/,
    );
    // GitHub refuses `secrets` in an `if:`; each step tests the env var instead.
    expect(chromatic.if).toBeUndefined();
    for (const step of chromatic.steps) {
      expect(step.if, step.name ?? step.uses ?? step.run).toMatch(
        /^env\.CHROMATIC_PROJECT_TOKEN [!=]= ''$/,
      );
    }
    const publish = chromatic.steps.filter((s) => s.run === 'npm run chromatic');
    expect(publish.map((s) => s.if)).toEqual(["env.CHROMATIC_PROJECT_TOKEN != ''"]);
  });

  it('regenerate-client.yml regenerates from openapi/ or a spec URL and opens a pull request', () => {
    const wf = workflow('regenerate-client.yml');
    expect(wf.on.push).toEqual({ branches: ['main'], paths: ['openapi/**'] });
    expect(wf.on.schedule).toEqual([{ cron: expect.stringMatching(/^[\d*]+( [\d*]+){4}$/) }]);
    const inputs = (wf.on.workflow_dispatch as { inputs: Record<string, { type: string }> }).inputs;
    expect(Object.keys(inputs)).toEqual(['spec_url']);
    expect(wf.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    const job = wf.jobs.regenerate as Job;
    // A push regenerates from openapi/; a URL comes from the input, or a variable on the schedule.
    expect(job.env?.SPEC_URL).toMatch(
      /^\$\{\{ github\.event_name == 'schedule' && vars\.BACKEND_SPEC_URL \|\| inputs\.spec_url \}\}$/,
    );
    const runs = job.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm run codegen -- --spec "$SPEC_URL"');
    expect(runs).toMatch(/nx run-many -t typecheck .*--projects=.*@commerce\/admin/s);
    expect(runs).toContain('codegen:summary -- "$RUNNER_TEMP/spec-before" generated/src/gen');
    const open = job.steps.find((s) => s.uses?.startsWith('peter-evans/create-pull-request@'));
    expect(open?.with?.['add-paths']).toBe('generated/src/gen/**');
    expect(open?.with?.['body-path']).toMatch(/^\$\{\{ runner\.temp \}\}\/pr-body\.md$/);
  });
});
