/**
 * `npm run bench [-- section…] [--db pglite|postgres] [--compare <commit>] [--server <dir>]
 * [--no-record]`: the speed and size figures of the project, each printed with the value
 * of the run it is compared with, its target and whether it is met, and appended to the
 * history (history.ts). Each section is one concern; args.ts lists them.
 */
import type { TestPostgres } from '../../../server/src/test/postgres.ts';
import { benchAdmin } from './admin.ts';
import { benchAdminCatalog } from './admin-catalog.ts';
import {
  BENCH_USAGE,
  type BenchOptions,
  benchOptions,
  type DatabaseKind,
  type Section,
} from './args.ts';
import { benchPostgres, gitCommit, type ServerBuild, serverBuild } from './bench-server.ts';
import { benchCodegen } from './codegen.ts';
import { benchEndpoints } from './endpoints.ts';
import { appendRun, previousFigures, readHistory } from './history.ts';
import {
  type BenchResult,
  type Figure,
  formatSection,
  machine,
  root,
  toFigures,
} from './report.ts';
import { benchShoppers } from './shoppers.ts';
import { benchStorefront } from './storefront.ts';

const DATABASE_TITLE: Record<DatabaseKind, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
};

const options = optionsOrExit(process.argv.slice(2));

/** The options, or the usage (--help, exit 0) or a one-line error and the usage (exit 2). */
function optionsOrExit(argv: string[]): BenchOptions {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(BENCH_USAGE);
    process.exit(0);
  }
  try {
    return benchOptions(argv);
  } catch (error) {
    console.error(
      `bench: ${error instanceof Error ? error.message : String(error)}\n${BENCH_USAGE}`,
    );
    process.exit(2);
  }
}
const history = readHistory();
const before = previousFigures(history, options.compare);
const needsServer = options.sections.some((s) => s === 'endpoints' || s === 'shoppers');
let build: ServerBuild | undefined;
let postgres: TestPostgres | null | undefined;
const measured = options.server === undefined ? gitCommit(root) : gitCommit(options.server);
const benchCommit = gitCommit(root).commit;
const figures: Figure[] = [];

function report(section: string, results: BenchResult[]): void {
  const sectionFigures = toFigures(section, results);
  figures.push(...sectionFigures);
  console.log(formatSection(section, sectionFigures, before));
}

/** The server sections, once per database; PostgreSQL's skipped when there is none. */
async function perDatabase(
  title: string,
  run: (build: ServerBuild, kind: DatabaseKind, pg: TestPostgres | null) => Promise<BenchResult[]>,
): Promise<void> {
  build ??= serverBuild(options.server);
  for (const kind of options.databases) {
    const section = `${title}, ${DATABASE_TITLE[kind]}`;
    if (kind === 'postgres') {
      postgres ??= await benchPostgres();
      if (!postgres) {
        console.log(`\n## ${section}\nskipped: no PostgreSQL`);
        continue;
      }
    }
    report(section, await run(build, kind, postgres ?? null));
  }
}

const SECTION_RUNS: Record<Section, () => Promise<void>> = {
  codegen: async () => report('Codegen', await benchCodegen()),
  endpoints: () => perDatabase('Endpoints', benchEndpoints),
  shoppers: () => perDatabase('Shoppers', benchShoppers),
  admin: async () => report('Admin app size', await benchAdmin()),
  'admin-catalog': async () =>
    report('Admin product list, 100 000 products', await benchAdminCatalog()),
  storefront: async () =>
    report(
      'Storefront size and Lighthouse',
      await benchStorefront(() => {
        build ??= serverBuild(options.server);
        return build;
      }),
    ),
};

console.log(`# Benchmarks\n${machine()}`);
console.log(
  `server measured: ${measured.commit}${measured.dirty ? ' (with changes)' : ''}` +
    `${options.server ? ` in ${options.server}` : ''}; sections: ${options.sections.join(', ')}` +
    `${needsServer ? `; databases: ${options.databases.join(', ')}` : ''}`,
);
console.log(
  `before: ${options.compare ? `the latest run of ${options.compare}` : 'the latest run of each figure'} in scripts/bench/history.jsonl`,
);
try {
  for (const section of options.sections) await SECTION_RUNS[section]();
} finally {
  build?.remove();
  await postgres?.stop();
  if (options.record && figures.length > 0) {
    appendRun({
      date: new Date().toISOString(),
      commit: measured.commit,
      dirty: measured.dirty,
      bench: benchCommit,
      machine: machine(),
      sections: options.sections,
      figures,
    });
    console.log('\nrecorded in scripts/bench/history.jsonl');
  }
}
