/**
 * The server-rendered storefront's figures (issue 23, decision 014): time to the page of a
 * warm product page under autocannon (10 connections, BENCH_STOREFRONT_SECONDS, default 10,
 * a browser's Accept-Encoding, so the page cache's stored brotli copy is what is sent),
 * the server's CPU per page, and the HTML weight of the product page and the listing.
 * Measured on the compiled server (its own process, as `npm start` runs it) over the demo
 * store on PGlite, with the storefront build of this checkout (storefront.ts starts it).
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import autocannon from 'autocannon';
import type { BenchServer } from './bench-server.ts';
import type { BenchResult } from './report.ts';
import { root } from './report.ts';

const SECONDS = Number(process.env.BENCH_STOREFRONT_SECONDS ?? 10);
/** What a browser sends. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Whether the storefront build renders on the server: its SSR entry and client manifest. */
export function hasServerRendering(): boolean {
  return (
    existsSync(join(root, 'storefront/dist-ssr/entry-server.js')) &&
    existsSync(join(root, 'storefront/dist/.vite/manifest.json'))
  );
}

async function pageBytes(url: string): Promise<{ raw: number; brotli: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const brotli = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
  }).length;
  return { raw: html.length, brotli };
}

export async function benchRenderedStorefront(
  server: BenchServer,
  handle: string,
): Promise<BenchResult[]> {
  const path = `/products/${handle}`;
  const url = `${server.url}${path}`;
  // Warm: the first render after a start takes seconds (translations read, code compiled);
  // one request alone first, so the 10 connections do not all render it cold at once.
  await fetch(url, { headers: BROWSER });
  await autocannon({ url, connections: 10, duration: 2, headers: BROWSER });
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers: BROWSER });
  const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / result.requests.total;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const results: BenchResult[] = [
    {
      name: `storefront product page (${path}), warm, 10 connections: p50`,
      value: result.latency.p50,
      unit: 'ms',
      target: '<= 20 ms',
    },
    {
      name: `storefront product page (${path}), warm, 10 connections: p99`,
      value: result.latency.p99,
      unit: 'ms',
    },
    {
      name: 'storefront product page, warm: server CPU per page',
      value: Number(cpuMs.toFixed(2)),
      unit: 'ms',
    },
  ];
  for (const [name, pagePath] of [
    ['product page', path],
    ['product listing', '/products'],
  ] as const) {
    const { raw, brotli } = await pageBytes(`${server.url}${pagePath}`);
    results.push(
      {
        name: `storefront HTML, ${name} (${pagePath})`,
        value: Number((raw / 1024).toFixed(1)),
        unit: 'KB',
      },
      {
        name: `storefront HTML, ${name} (${pagePath}), brotli`,
        value: Number((brotli / 1024).toFixed(1)),
        unit: 'KB',
      },
    );
  }
  return results;
}
