import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import {
  type BatchJobResult,
  type BatchJobRow,
  type BatchJobStep,
  claimNextBatchJob,
  completeBatchJob,
  failBatchJob,
  finishPreProcessing,
  type HeldBatchJob,
  isBatchJobCanceled,
  mergeBatchJobResult,
} from '../domains/catalog/index.ts';
import type { FileStorage } from '../domains/settings/index.ts';
import { responseCacheOf } from '../http/response-cache.ts';
import type { BatchJobContext, BatchJobStrategy } from './strategy.ts';

/*
 * Runs batch jobs, on any number of server instances over one database. A worker claims
 * one job at a time with `SELECT … FOR UPDATE SKIP LOCKED` inside a short transaction and
 * takes a lease on it (`locked_by`, `locked_until`); the step itself runs outside that
 * transaction, and its outcome is written only while the lease is still the worker's and
 * the job still in the state it took it in. So two workers never run the same step, a
 * cancel during a step wins over its completion, and a job whose worker died is taken
 * again once its lease has expired.
 */

export interface WorkerOptions {
  db: Db;
  storage: FileStorage;
  strategies: BatchJobStrategy[];
  /** How long a claim holds before another worker may take the job (renewed on progress). */
  leaseMs?: number;
  /** Pause between polls when there was nothing to do. */
  pollMs?: number;
  /** A step's failure (with its job) or a failed poll (without): for the log. */
  onError?: (error: unknown, job?: BatchJobRow) => void;
}

export class BatchJobWorker {
  readonly id = `worker_${randomUUID()}`;
  private readonly strategies: Map<string, BatchJobStrategy>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: WorkerOptions) {
    this.strategies = new Map(options.strategies.map((s) => [s.type, s]));
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? 5 * 60_000;
  }

  /** Claims one job with work left and runs its next step; false when there was none. */
  async runOnce(): Promise<boolean> {
    const claimed = await this.claim();
    if (!claimed) return false;
    await this.run(claimed.job, claimed.step);
    return true;
  }

  /** Runs steps until no job is left (tests, and a quick catch-up at start). */
  async drain(): Promise<number> {
    let steps = 0;
    while (await this.runOnce()) steps++;
    return steps;
  }

  /** Polls in the background until `stop()`. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      this.timer = undefined;
      try {
        while (!this.stopped && (await this.runOnce())) {}
      } catch (error) {
        this.options.onError?.(error);
      }
      if (!this.stopped) this.timer = setTimeout(schedule, this.options.pollMs ?? 2000);
    };
    const schedule = () => {
      this.running = tick();
    };
    schedule();
  }

  /** Stops polling; resolves once the step running now (if any) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async claim(): Promise<{ job: BatchJobRow; step: BatchJobStep } | undefined> {
    const types = [...this.strategies.keys()];
    if (types.length === 0) return undefined;
    return withTransaction(this.options.db, (tx) =>
      claimNextBatchJob(tx, types, this.id, this.leaseMs),
    );
  }

  /** The job while this worker holds it in `status`. */
  private held(id: string, status: BatchJobRow['status']): HeldBatchJob {
    return { id, workerId: this.id, status };
  }

  private context(job: BatchJobRow, status: BatchJobRow['status']): BatchJobContext {
    const db = this.options.db;
    const updateResult = (patch: BatchJobResult) =>
      mergeBatchJobResult(db, this.held(job.id, status), patch, this.leaseMs);
    return {
      db,
      storage: this.options.storage,
      updateResult,
      progress: (advancement, count) =>
        updateResult({
          advancement_count: advancement,
          count,
          progress: count === 0 ? 1 : Math.min(1, advancement / count),
        }),
      isCanceled: () => isBatchJobCanceled(db, job.id),
    };
  }

  private async run(job: BatchJobRow, step: BatchJobStep): Promise<void> {
    const strategy = this.strategies.get(job.type);
    if (!strategy) return;
    const status = step === 'pre_process' ? 'created' : 'processing';
    const db = this.options.db;
    try {
      if (step === 'pre_process') {
        await strategy.preProcess(job, this.context(job, status));
        await finishPreProcessing(db, this.held(job.id, status));
      } else {
        await strategy.process(job, this.context(job, status));
        await completeBatchJob(db, this.held(job.id, status));
      }
    } catch (error) {
      this.options.onError?.(error, job);
      // The database went away, not the job: it keeps its lease and runs again once the
      // lease has expired, as a job whose worker died does, instead of failing for good.
      if (isDatabaseUnavailable(error)) return;
      const entry = {
        message: error instanceof Error ? error.message : String(error),
        ...(typeof (error as { code?: unknown })?.code === 'string'
          ? { code: (error as { code: string }).code }
          : {}),
      };
      await failBatchJob(db, this.held(job.id, status), entry);
    } finally {
      // An import writes products outside any HTTP request; the store's cached catalogue
      // reads must see them (a failed one may have written some before failing).
      if (step === 'process') await responseCacheOf(db).bump();
    }
  }
}
