import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchResult } from './report.ts';
import { root } from './report.ts';

const PORT = 9123;
const BASE = `http://127.0.0.1:${PORT}`;

/** Starts the real server on a fresh data folder (seeded with the demo store) and waits for it. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  // node itself (with tsx as a loader), so the pid whose memory is read is the server's.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Storefront:')) resolve();
    });
    server.once('exit', (code) =>
      reject(new Error(`the server exited with ${code} before listening`)),
    );
  });
  return server;
}

/** The most memory the process has held (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** What a browser sends: it accepts gzip, so cached answers go out compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** A signed-in shopper's request: never served from the cache, so the full read path. */
const SIGNED_IN = { ...BROWSER, cookie: 'connect.sid=bench' };

async function load(path: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({ url: `${BASE}${path}`, connections: 10, duration: 10, headers });
}

/**
 * Issue 4's figures: GET /store/products?limit=20 and GET /store/products/{id}, with and
 * without region_id, 10 connections for 10 s each on loopback; and the server's peak RSS.
 * Plain requests as autocannon sends them; the list also with a browser's Accept-Encoding
 * (cached answers go out gzipped) and, with a session cookie, past the store cache
 * (http/response-cache.ts) on the full read path.
 */
export async function benchServer(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-bench-'));
  const server = await startServer(dataDir);
  try {
    const regions = (await (await fetch(`${BASE}/store/regions`)).json()) as {
      regions: { id: string }[];
    };
    const products = (await (await fetch(`${BASE}/store/products?limit=1`)).json()) as {
      products: { id: string }[];
    };
    const region = regions.regions[0]?.id;
    const product = products.products[0]?.id;
    if (!region || !product) throw new Error('the demo store was not seeded');
    const list = 'GET /store/products?limit=20';
    const cases: [string, string, Record<string, string>][] = [
      [list, '/store/products?limit=20', {}],
      [`${list} (browser, gzip)`, '/store/products?limit=20', BROWSER],
      [`${list} (signed in, uncached)`, '/store/products?limit=20', SIGNED_IN],
      [`${list}&region_id`, `/store/products?limit=20&region_id=${region}`, {}],
      ['GET /store/products/{id}', `/store/products/${product}`, {}],
      ['GET /store/products/{id}?region_id', `/store/products/${product}?region_id=${region}`, {}],
      [
        'GET /store/products/{id}?region_id (signed in, uncached)',
        `/store/products/${product}?region_id=${region}`,
        SIGNED_IN,
      ],
    ];
    const results: BenchResult[] = [];
    for (const [name, path, headers] of cases) {
      const result = await load(path, headers);
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      results.push(
        {
          name: `${name}: requests per second (mean)`,
          value: result.requests.average,
          unit: 'req/s',
          ...(name === list ? { target: '> 3000 req/s' } : {}),
        },
        { name: `${name}: latency p50`, value: result.latency.p50, unit: 'ms' },
        {
          name: `${name}: latency p99`,
          value: result.latency.p99,
          unit: 'ms',
          ...(name === list ? { target: '< 20 ms' } : {}),
        },
      );
    }
    if (server.pid)
      results.push({ name: 'server peak RSS', value: peakRssMb(server.pid), unit: 'MB' });
    return results;
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
