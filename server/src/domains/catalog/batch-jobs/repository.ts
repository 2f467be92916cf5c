import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/transaction.ts';

/*
 * The batch_job table of migration 0006, owned by this slice like every table.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type BatchJobStatus =
  | 'created'
  | 'pre_processed'
  | 'confirmed'
  | 'processing'
  | 'completed'
  | 'canceled'
  | 'failed';

export interface BatchJobResult {
  count?: number;
  advancement_count?: number;
  progress?: number;
  errors?: { message: string; code?: string | number; err?: Record<string, unknown>[] }[];
  stat_descriptors?: { key: string; name: string; message: string }[];
  file_key?: string;
  file_size?: number;
  [extra: string]: unknown;
}

export const batchJob = pgTable('batch_job', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  status: text('status').$type<BatchJobStatus>().notNull(),
  created_by: text('created_by'),
  context: jsonb('context').$type<Record<string, unknown>>().notNull(),
  dry_run: boolean('dry_run').notNull(),
  result: jsonb('result').$type<BatchJobResult | null>(),
  pre_processed_at: at('pre_processed_at'),
  processing_at: at('processing_at'),
  confirmed_at: at('confirmed_at'),
  completed_at: at('completed_at'),
  canceled_at: at('canceled_at'),
  failed_at: at('failed_at'),
  locked_by: text('locked_by'),
  locked_until: at('locked_until'),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
  deleted_at: at('deleted_at'),
});

export type BatchJobRow = typeof batchJob.$inferSelect;

export async function insertBatchJob(
  db: Executor,
  job: {
    id: string;
    type: string;
    created_by: string | null;
    context: Record<string, unknown>;
    dry_run: boolean;
  },
): Promise<BatchJobRow> {
  const [row] = await db
    .insert(batchJob)
    .values({ ...job, status: 'created' })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A job that is not deleted, optionally only when `createdBy` created it. */
export async function findBatchJob(
  db: Executor,
  id: string,
  createdBy?: string,
): Promise<BatchJobRow | undefined> {
  const [row] = await db
    .select()
    .from(batchJob)
    .where(
      and(
        eq(batchJob.id, id),
        isNull(batchJob.deleted_at),
        createdBy === undefined ? undefined : eq(batchJob.created_by, createdBy),
      ),
    );
  return row;
}

export interface DateComparison {
  lt?: string;
  gt?: string;
  lte?: string;
  gte?: string;
}

export const DATE_FILTERS = [
  'created_at',
  'updated_at',
  'confirmed_at',
  'pre_processed_at',
  'completed_at',
  'failed_at',
  'canceled_at',
] as const;
export type DateFilterField = (typeof DATE_FILTERS)[number];

export const ORDER_FIELDS = [...DATE_FILTERS, 'type', 'status', 'id'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

export interface BatchJobFilters {
  created_by?: string;
  id?: string[];
  type?: string[];
  status?: BatchJobStatus[];
  dates?: Partial<Record<DateFilterField, DateComparison>>;
}

function dateConditions(field: DateFilterField, comparison: DateComparison): SQL[] {
  const column = batchJob[field];
  const conditions: SQL[] = [];
  if (comparison.lt) conditions.push(lt(column, new Date(comparison.lt)));
  if (comparison.gt) conditions.push(gt(column, new Date(comparison.gt)));
  if (comparison.lte) conditions.push(lte(column, new Date(comparison.lte)));
  if (comparison.gte) conditions.push(gte(column, new Date(comparison.gte)));
  return conditions;
}

export async function listBatchJobs(
  db: Executor,
  filters: BatchJobFilters,
  page: { limit: number; offset: number; order: { field: OrderField; descending: boolean } },
): Promise<{ rows: BatchJobRow[]; count: number }> {
  const conditions: (SQL | undefined)[] = [isNull(batchJob.deleted_at)];
  if (filters.created_by !== undefined)
    conditions.push(eq(batchJob.created_by, filters.created_by));
  if (filters.id?.length) conditions.push(inArray(batchJob.id, filters.id));
  if (filters.type?.length) conditions.push(inArray(batchJob.type, filters.type));
  if (filters.status?.length) conditions.push(inArray(batchJob.status, filters.status));
  for (const [field, comparison] of Object.entries(filters.dates ?? {})) {
    if (comparison) conditions.push(...dateConditions(field as DateFilterField, comparison));
  }
  const where = and(...conditions);
  const column = batchJob[page.order.field];
  const rows = await db
    .select()
    .from(batchJob)
    .where(where)
    // The id breaks ties, so pages never repeat or skip a job created in the same instant.
    .orderBy(page.order.descending ? desc(column) : asc(column), asc(batchJob.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(batchJob).where(where);
  return { rows, count: total?.value ?? 0 };
}

/**
 * Moves a job from `from` to `to` (with the timestamp of that state), only if it is still
 * in `from`: the compare-and-set that keeps the API and the workers from overwriting each
 * other. Undefined when the job had moved on.
 */
export async function transitionBatchJob(
  db: Executor,
  id: string,
  from: BatchJobStatus,
  to: BatchJobStatus,
): Promise<BatchJobRow | undefined> {
  const stamp: Partial<Record<DateFilterField | 'processing_at', SQL>> = {};
  const field = (
    {
      confirmed: 'confirmed_at',
      canceled: 'canceled_at',
      pre_processed: 'pre_processed_at',
      processing: 'processing_at',
      completed: 'completed_at',
      failed: 'failed_at',
    } as const
  )[to as Exclude<BatchJobStatus, 'created'>];
  if (field) stamp[field] = sql`now()`;
  const [row] = await db
    .update(batchJob)
    .set({ status: to, ...stamp, updated_at: sql`now()` })
    .where(and(eq(batchJob.id, id), eq(batchJob.status, from)))
    .returning();
  return row;
}
