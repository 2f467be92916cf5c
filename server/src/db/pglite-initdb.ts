import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * A new PGlite data directory is made by PostgreSQL's initdb inside PGlite.create. In the
 * server's own process that left it ~550 MB heavier for good (RSS 746 MB right after,
 * against 205 MB for opening the same directory again): initdb's WebAssembly memories are
 * freed, but the malloc'd buffers of its in-memory files leave glibc's heap fragmented at
 * ~80 MB and V8's heap grown. So a first start runs initdb in a short-lived child process
 * and opens the finished directory like any restart.
 */

/** PGlite's own test of an existing cluster (PGlite.create resumes when it is there). */
export function pgliteClusterExists(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

// CommonJS, so that `-e` can run it; argv[1] is PGlite's entry, argv[2] the directory.
const INITDB_SCRIPT = `
const { PGlite } = require(process.argv[1]);
PGlite.create({ dataDir: process.argv[2] })
  .then((db) => db.close())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

/** Creates the cluster in `dataDir` (which has none yet) in a child process. */
export function createPgliteCluster(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['-e', INITDB_SCRIPT, pglite, dataDir],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) fail(new Error(`creating the PGlite cluster in ${dataDir} failed: ${stderr}`));
        else done();
      },
    );
  });
}
