import { defineJobType } from './job-types.ts';
import type { BatchJobStrategy } from './strategy.ts';

/*
 * A job type for tests only (never registered by the server): it records every step it
 * runs, so a test can tell how often a job was processed, and obeys its context:
 * `{ items?: number, fail?: 'pre_process' | 'process', delayMs?: number }`.
 */

export const TEST_JOB = 'test-job';

export interface TestStrategy extends BatchJobStrategy {
  runs: { jobId: string; step: 'pre_process' | 'process'; worker: string }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function testStrategy(worker = 'worker'): TestStrategy {
  defineJobType(TEST_JOB, (context) =>
    context.items === undefined || Number.isInteger(context.items)
      ? undefined
      : 'items must be an integer',
  );
  const runs: TestStrategy['runs'] = [];
  return {
    type: TEST_JOB,
    runs,
    async preProcess(job, ctx) {
      runs.push({ jobId: job.id, step: 'pre_process', worker });
      if (job.context.fail === 'pre_process') throw new Error('pre-processing failed on purpose');
      const items = Number(job.context.items ?? 2);
      await ctx.updateResult({ count: items, advancement_count: 0, progress: 0 });
    },
    async process(job, ctx) {
      runs.push({ jobId: job.id, step: 'process', worker });
      const items = Number(job.context.items ?? 2);
      for (let i = 1; i <= items; i++) {
        if (job.context.delayMs) await sleep(Number(job.context.delayMs));
        if (await ctx.isCanceled()) return;
        await ctx.progress(i, items);
      }
      if (job.context.fail === 'process') throw new Error('processing failed on purpose');
    },
  };
}
