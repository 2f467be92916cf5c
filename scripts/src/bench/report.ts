import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** A comparison and a number, e.g. `>= 500 req/s` or `<= 50 ms`; checked by meetsTarget. */
  target?: string;
  /** What the figure came from (counts, first errors); printed, not compared. */
  note?: string;
}

/** A figure of one run: its section's title is part of its identity across runs. */
export interface Figure extends BenchResult {
  section: string;
  /** Whether the target is met; absent without a target. */
  pass?: boolean;
}

/** The figure's identity in the history: the same section and name in another run. */
export function figureKey(figure: { section: string; name: string }): string {
  return `${figure.section} | ${figure.name}`;
}

const COMPARISONS = {
  '<=': (value: number, limit: number) => value <= limit,
  '>=': (value: number, limit: number) => value >= limit,
  '<': (value: number, limit: number) => value < limit,
  '>': (value: number, limit: number) => value > limit,
  '=': (value: number, limit: number) => value === limit,
} as const;

/**
 * Whether `value` meets a target written as a comparison and a number (`>= 500 req/s`,
 * `< 20 ms`, `= 0`); undefined for a target in words, and false for a figure that could
 * not be measured (NaN).
 */
export function meetsTarget(value: number, target: string): boolean | undefined {
  const match = /^\s*(<=|>=|<|>|=)\s*(-?[\d.]+)/.exec(target);
  const comparison = match?.[1] as keyof typeof COMPARISONS | undefined;
  if (!match || !comparison) return undefined;
  if (Number.isNaN(value)) return false;
  return COMPARISONS[comparison](value, Number(match[2]));
}

/** Whole milliseconds from 100 ms up, one decimal below; counts without decimals. */
export function formatValue(value: number, unit: string): string {
  if (Number.isNaN(value)) return 'n/a';
  if (unit === 'errors' || unit === 'requests') return value.toFixed(0);
  return value.toFixed(value >= 100 ? 0 : 1);
}

function verdict(pass: boolean | undefined): string {
  if (pass === undefined) return '';
  return pass ? 'met' : 'NOT MET';
}

/**
 * A section's figures as a Markdown table: each figure's value of the run it is compared
 * with ("before"), this run's ("after"), the target and whether this run meets it.
 */
export function formatSection(
  section: string,
  figures: Figure[],
  before: ReadonlyMap<string, Figure>,
): string {
  const lines = [
    `\n## ${section}`,
    '| figure | before | after | unit | target | |',
    '| --- | ---: | ---: | --- | --- | --- |',
  ];
  for (const figure of figures) {
    const previous = before.get(figureKey(figure));
    const was = previous ? formatValue(previous.value, previous.unit) : '-';
    const now = formatValue(figure.value, figure.unit);
    const name = figure.note ? `${figure.name} (${figure.note})` : figure.name;
    lines.push(
      `| ${name} | ${was} | ${now} | ${figure.unit} | ${figure.target ?? ''} | ${verdict(figure.pass)} |`,
    );
  }
  return lines.join('\n');
}

/** A section's results as figures of this run, each with its target checked. */
export function toFigures(section: string, results: BenchResult[]): Figure[] {
  return results.map((result) => {
    const pass = result.target === undefined ? undefined : meetsTarget(result.value, result.target);
    return { ...result, section, ...(pass === undefined ? {} : { pass }) };
  });
}

/** The machine the figures come from, so they can be compared fairly. */
export function machine(): string {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = (totalmem() / 2 ** 30).toFixed(1);
  return `${cpus().length} cores (${model}), ${memory} GiB, load average ${loadavg()[0]?.toFixed(2)}, node ${process.version}`;
}
