import type { TestProject } from 'vitest/node';
import { printDrift } from './drift.ts';
import { startMedusa } from './medusa.ts';

/*
 * globalSetup of the compatibility suite: installs Medusa v1 when its lockfile changed,
 * starts it on a fresh seeded database, and hands its URL to every case file.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    medusaUrl: string;
    /** Where the cases append each contract difference they see (drift.ts). */
    driftFile: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const medusa = await startMedusa();
  const { install, database, seed, listen } = medusa.timings;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Medusa v1 at ${medusa.url} in ${s(Date.now() - started)}: install ${s(install)}, database ${s(database)}, migrations and seed ${s(seed)}, listening ${s(listen)}. Log: ${medusa.logFile}`,
  );
  const driftFile = medusa.logFile.replace(/\.log$/, '.drift.jsonl');
  project.provide('medusaUrl', medusa.url);
  project.provide('driftFile', driftFile);
  return async () => {
    printDrift(driftFile);
    await medusa.stop();
  };
}
