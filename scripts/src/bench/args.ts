import { parseArgs } from 'node:util';

/** The sections of `npm run bench`, in the order they run. */
export const SECTIONS = [
  'codegen',
  'endpoints',
  'shoppers',
  'admin',
  'admin-catalog',
  'storefront',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The sections that measure a server, the only ones that --server can point elsewhere. */
const SERVER_SECTIONS: Section[] = ['endpoints', 'shoppers'];

export const DATABASES = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASES)[number];

export interface BenchOptions {
  sections: Section[];
  databases: DatabaseKind[];
  /** Append this run's figures to the history. */
  record: boolean;
  /** Compare with the latest run of this commit instead of the latest run. */
  compare?: string;
  /** The root of another checkout whose built server (server/dist/main.js) is measured. */
  server?: string;
}

function isSection(name: string): name is Section {
  return (SECTIONS as readonly string[]).includes(name);
}

function isDatabase(name: string): name is DatabaseKind {
  return (DATABASES as readonly string[]).includes(name);
}

/** What `npm run bench -- --help` prints, and a wrong argument's message ends with. */
export const BENCH_USAGE = `usage: npm run bench -- [section…] [--db pglite|postgres] [--compare <commit>] [--server <dir>] [--no-record]
  sections: ${SECTIONS.join(', ')} (none: all; with --server: ${SERVER_SECTIONS.join(', ')})
  --db          the databases endpoints and shoppers run on (repeatable; default both)
  --compare     compare with the latest run of this commit instead of the latest run
  --server      measure the built server of another checkout (its server/dist/main.js)
  --no-record   do not append this run's figures to scripts/bench/history.jsonl`;

/**
 * `npm run bench -- [section…] [--db pglite|postgres] [--compare <commit>] [--server <dir>]
 * [--no-record]`: no section means all of them (with --server, the server's two).
 */
export function benchOptions(argv: string[]): BenchOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      db: { type: 'string', multiple: true },
      compare: { type: 'string' },
      server: { type: 'string' },
      'no-record': { type: 'boolean', default: false },
    },
  });
  const unknown = positionals.filter((name) => !isSection(name));
  if (unknown.length > 0)
    throw new Error(`unknown section ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  const chosen = positionals.filter(isSection);
  if (values.server !== undefined) {
    const other = chosen.filter((section) => !SERVER_SECTIONS.includes(section));
    if (other.length > 0)
      throw new Error(
        `--server measures another checkout's server; ${other.join(', ')} measure this checkout`,
      );
  }
  const all = values.server === undefined ? [...SECTIONS] : SERVER_SECTIONS;
  const databases = values.db ?? [...DATABASES];
  const wrongDb = databases.filter((name) => !isDatabase(name));
  if (wrongDb.length > 0)
    throw new Error(`unknown database ${wrongDb.join(', ')}: choose from ${DATABASES.join(', ')}`);
  return {
    sections: SECTIONS.filter((section) => (chosen.length ? chosen : all).includes(section)),
    databases: databases.filter(isDatabase),
    record: !values['no-record'],
    ...(values.compare === undefined ? {} : { compare: values.compare }),
    ...(values.server === undefined ? {} : { server: values.server }),
  };
}
