/**
 * `npm run codegen` writes generated/src/gen/ from openapi/.
 * `npm run codegen -- --check` generates in memory and exits 1 naming every stale,
 * missing or extra file, without touching the tree.
 * `--openapi <dir>` reads the contract from another folder (used by the tests).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
  bundleDocuments,
  type GeneratedFiles,
  generateClient,
  schemaTypeFiles,
} from './generate.ts';
import { compare } from './names.ts';

const root = resolve(import.meta.dirname, '../../..');
const genDir = join(root, 'generated/src/gen');

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort(compare);
}

/** Writes the files under `dir` and formats them with the pinned Biome, in its own process. */
function writeFormatted(dir: string, files: GeneratedFiles): Promise<void> {
  const paths = [...files].map(([path, content]) => {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    return target;
  });
  const biome = spawn(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...paths], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    biome.on('error', reject);
    biome.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`biome format exited with ${code}`));
    });
  });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const openapiIndex = process.argv.indexOf('--openapi');
  const openapi = openapiIndex > 0 ? resolve(process.argv[openapiIndex + 1] ?? '') : undefined;
  const started = performance.now();
  const specs = await bundleDocuments(openapi);
  const { files, operations } = generateClient(specs);
  // Into a fresh folder beside gen/, so Biome reads the repository's configuration.
  const staging = join(root, `generated/src/.gen-staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    // Biome formats the client on the other core while this one prints the schema types.
    const formatting = writeFormatted(staging, files);
    // Awaited below; this only keeps a failure while the types print from leaving it unhandled.
    formatting.catch(() => {});
    const types = schemaTypeFiles(specs);
    await formatting;
    await writeFormatted(staging, types);
    if (check) {
      const fresh = listFiles(staging);
      const current = listFiles(genDir);
      const stale = fresh.filter(
        (f) =>
          current.includes(f) &&
          !readFileSync(join(staging, f)).equals(readFileSync(join(genDir, f))),
      );
      const missing = fresh.filter((f) => !current.includes(f));
      const extra = current.filter((f) => !fresh.includes(f));
      if (stale.length + missing.length + extra.length > 0) {
        console.error(
          'generated/src/gen/ is out of date with openapi/; run `npm run codegen` and commit.',
        );
        for (const f of stale) console.error(`  stale:   ${f}`);
        for (const f of missing) console.error(`  missing: ${f}`);
        for (const f of extra) console.error(`  extra:   ${f}`);
        process.exitCode = 1;
        return;
      }
      console.log(`generated/src/gen/ is up to date (${operations.length} operations).`);
      return;
    }
    // Swap the whole folder, so operations removed from the spec disappear.
    const old = `${genDir}.old-${process.pid}`;
    if (existsSync(genDir)) renameSync(genDir, old);
    renameSync(staging, genDir);
    rmSync(old, { recursive: true, force: true });
    const ms = Math.round(performance.now() - started);
    const count = files.size + types.size;
    console.log(`codegen: ${operations.length} operations, ${count} files in ${ms} ms`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`codegen failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
