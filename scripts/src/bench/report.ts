import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target?: string;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function printResults(section: string, results: BenchResult[]): void {
  console.log(`\n## ${section}`);
  for (const r of results) {
    const value = r.value.toFixed(r.unit === 'ms' && r.value >= 100 ? 0 : 1);
    console.log(`- ${r.name}: ${value} ${r.unit}${r.target ? ` (target ${r.target})` : ''}`);
  }
}

/** The machine the figures come from, so they can be compared fairly. */
export function machine(): string {
  return `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}, node ${process.version}`;
}
