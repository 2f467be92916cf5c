import type { AdminComponents } from '@commerce/client/contract';
import { errors } from '../../../errors.ts';
import type { Handlers, OperationRequest } from '../../../http/handlers.ts';
import { staffPrincipal } from '../../people/index.ts';
import {
  type BatchJobRow,
  type BatchJobStatus,
  DATE_FILTERS,
  type DateComparison,
  listBatchJobs,
  ORDER_FIELDS,
  type OrderField,
} from './repository.ts';
import { cancelBatchJob, confirmBatchJob, createBatchJob, getBatchJob } from './service.ts';

type BatchJob = AdminComponents['schemas']['BatchJob'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The wire shape: timestamps as ISO strings, the worker's lease left out. */
export function toBatchJob(row: BatchJobRow): BatchJob {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    created_by: row.created_by,
    context: row.context,
    dry_run: row.dry_run,
    result: row.result as BatchJob['result'],
    pre_processed_at: iso(row.pre_processed_at),
    processing_at: iso(row.processing_at),
    confirmed_at: iso(row.confirmed_at),
    completed_at: iso(row.completed_at),
    canceled_at: iso(row.canceled_at),
    failed_at: iso(row.failed_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: iso(row.deleted_at),
  };
}

/** Every batch job operation needs a signed-in user (the spec's security). */
function userId(request: { principal: { id: string } | null }): string {
  if (!request.principal) throw errors.unauthorized();
  return request.principal.id;
}

function parseOrder(order: string | undefined): { field: OrderField; descending: boolean } {
  if (!order) return { field: 'created_at', descending: true };
  const descending = order.startsWith('-');
  const field = descending ? order.slice(1) : order;
  if (!(ORDER_FIELDS as readonly string[]).includes(field)) {
    throw errors.invalidData(
      `query.order must be one of ${ORDER_FIELDS.join(', ')}, optionally with a leading -`,
    );
  }
  return { field: field as OrderField, descending };
}

function listFilters(query: OperationRequest<'AdminListBatchJobs'>['query']) {
  const dates: Partial<Record<(typeof DATE_FILTERS)[number], DateComparison>> = {};
  for (const field of DATE_FILTERS) {
    const comparison = query[field];
    if (comparison) dates[field] = comparison;
  }
  return {
    ...(query.id ? { id: query.id } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.status ? { status: query.status as BatchJobStatus[] } : {}),
    dates,
  };
}

export const batchJobsHandlers = {
  AdminCreateBatchJob: async (request) => {
    const job = await createBatchJob(request.server.db, staffPrincipal(request), request.body);
    return { batch_job: toBatchJob(job) };
  },

  AdminListBatchJobs: async (request) => {
    const { limit = 20, offset = 0, order } = request.query;
    const { rows, count } = await listBatchJobs(
      request.server.db,
      { created_by: userId(request), ...listFilters(request.query) },
      { limit, offset, order: parseOrder(order) },
    );
    return { batch_jobs: rows.map(toBatchJob), count, offset, limit };
  },

  AdminGetBatchJob: async (request) => {
    const job = await getBatchJob(request.server.db, request.params.id, userId(request));
    return { batch_job: toBatchJob(job) };
  },

  AdminConfirmBatchJob: async (request) => {
    const job = await confirmBatchJob(
      request.server.db,
      request.params.id,
      staffPrincipal(request),
    );
    return { batch_job: toBatchJob(job) };
  },

  AdminCancelBatchJob: async (request) => {
    const job = await cancelBatchJob(request.server.db, request.params.id, userId(request));
    return { batch_job: toBatchJob(job) };
  },
} satisfies Handlers;
