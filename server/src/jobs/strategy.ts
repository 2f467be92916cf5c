import type { Executor } from '../db/transaction.ts';
import type { BatchJobResult, BatchJobRow } from '../domains/catalog/index.ts';
import type { FileStorage } from '../domains/settings/index.ts';

/*
 * A batch job type's work, in two steps run by the worker (worker.ts):
 *   preProcess  on a `created` job: validate the input, count, summarise in `result`;
 *               then the job is `pre_processed` (dry run: waits for confirm) or `confirmed`
 *   process     on a `confirmed` job, now `processing`: do the work; then `completed`
 * A thrown error fails the job and is recorded in `result.errors`.
 */

export interface BatchJobContext {
  db: Executor;
  storage: FileStorage;
  /** Merges `patch` into the job's `result` (and renews the worker's lease). */
  updateResult(patch: BatchJobResult): Promise<void>;
  /** Records progress: `advancement_count`, `count` and `progress` (0..1) in `result`. */
  progress(advancementCount: number, count: number): Promise<void>;
  /** True once the job was canceled; a long step should stop early. */
  isCanceled(): Promise<boolean>;
}

export interface BatchJobStrategy {
  type: string;
  preProcess(job: BatchJobRow, ctx: BatchJobContext): Promise<void>;
  process(job: BatchJobRow, ctx: BatchJobContext): Promise<void>;
}
