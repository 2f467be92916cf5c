import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, CHROME_PATH } from '../../../e2e/src/browser.ts';
import { median } from './stats.ts';

/*
 * Lighthouse (from npm) over Debian's Chromium: the performance and accessibility scores
 * (0–100) of one page, with Lighthouse's default settings (a mid-range phone on a slow 4G
 * connection, simulated), so the figures compare with any other Lighthouse report.
 */

/**
 * How many times each page is measured; the median is reported. On a shared 2-core machine
 * one run's performance score moves by ±5 (issue 8: five runs of the listing gave 82-95),
 * so one run says little; Lighthouse's own guidance is the median of several.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The median score of each category over `runs` fresh runs of Lighthouse. */
export async function medianLighthouseScores(
  url: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseScores & { performanceRuns: number[]; lcpRuns: number[] }> {
  const all: LighthouseScores[] = [];
  for (let run = 0; run < Math.max(1, runs); run++) all.push(await lighthouseScores(url));
  const performanceRuns = all.map((scores) => scores.performance);
  const lcpRuns = all.map((scores) => scores.lcpMs);
  return {
    performance: median(performanceRuns),
    accessibility: median(all.map((scores) => scores.accessibility)),
    lcpMs: median(lcpRuns),
    performanceRuns,
    lcpRuns,
  };
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint as Lighthouse simulates it on its phone, in milliseconds. */
  lcpMs: number;
}

export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run that failed (the page did not load or paint in time) has no figures, not zeros.
    const failure = result.lhr.runtimeError;
    if (failure)
      throw new Error(`Lighthouse could not measure ${url}: ${failure.code} ${failure.message}`);
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    // BENCH_LIST=1 names the audits that failed and prints the metrics behind the score.
    if (process.env.BENCH_LIST) {
      for (const audit of Object.values(result.lhr.audits)) {
        if (audit.score === 0) console.log(`lighthouse: ${audit.id}: ${audit.title}`);
      }
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
        .concat(['cumulative-layout-shift', 'speed-index'])
        .map((id) => `${id} ${result.lhr.audits[id]?.displayValue ?? '?'}`);
      console.log(`lighthouse: ${url}: ${metrics.join(', ')}`);
      // Lighthouse simulates the paint from what loaded before the page painted (unthrottled):
      // a script that finished before it counts as holding the paint back (issue 23).
      const observed = result.lhr.audits.metrics?.details as
        | { items?: Array<Record<string, number>> }
        | undefined;
      const paint = observed?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
      const requests = result.lhr.audits['network-requests']?.details as
        | { items?: Array<{ url: string; resourceType?: string; networkEndTime?: number }> }
        | undefined;
      const before = (requests?.items ?? []).filter(
        (request) => request.resourceType === 'Script' && (request.networkEndTime ?? 0) < paint,
      );
      console.log(
        `lighthouse: observed LCP ${Math.round(paint)} ms; scripts loaded before it: ${
          before.map((request) => new URL(request.url).pathname).join(', ') || 'none'
        }`,
      );
    }
    const lcp = result.lhr.audits['largest-contentful-paint']?.numericValue;
    if (lcp === undefined)
      throw new Error(`Lighthouse measured no largest contentful paint for ${url}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: Math.round(lcp),
    };
  } finally {
    chrome.kill();
  }
}
