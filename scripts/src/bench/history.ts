/**
 * The bench's history (scripts/bench/history.jsonl, committed): one JSON line per run with
 * its figures, so each report can show what the previous run measured ("before").
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Figure, figureKey, root } from './report.ts';

export const HISTORY_FILE = join(root, 'scripts/bench/history.jsonl');

export interface BenchRun {
  /** ISO date and time the run ended. */
  date: string;
  /** The commit of the server measured (another checkout's with --server), and whether
   * its tracked files had changes not committed. */
  commit: string;
  dirty: boolean;
  /** The commit of the bench itself. */
  bench: string;
  machine: string;
  sections: string[];
  figures: Figure[];
}

export function readHistory(file = HISTORY_FILE): BenchRun[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BenchRun);
}

export function appendRun(run: BenchRun, file = HISTORY_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(run)}\n`);
}

/**
 * Each figure's value in the run to compare with: the latest run that measured it, or with
 * `commit` the latest run of that commit (a prefix of it is enough). Sections are run
 * one at a time, so "before" is per figure, not one whole run.
 */
export function previousFigures(runs: BenchRun[], commit?: string): Map<string, Figure> {
  const candidates = commit
    ? runs.filter((run) => run.commit.startsWith(commit) || commit.startsWith(run.commit))
    : runs;
  const figures = new Map<string, Figure>();
  for (const run of candidates) {
    for (const figure of run.figures) figures.set(figureKey(figure), figure);
  }
  return figures;
}
