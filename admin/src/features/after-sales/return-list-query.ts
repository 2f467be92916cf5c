import type { Client } from '@commerce/client';
import {
  type AdminListReturnsData,
  type AdminListReturnsParams,
  adminListReturnsQueryOptions,
} from '@commerce/client/admin/returns';
import { keepPreviousData } from '@tanstack/react-query';
import { pageParams } from '../../lib/lists/list-state.ts';
import { pageOnly } from './after-sales-narrowing.ts';
import type { ReturnListSearch, ReturnStatus } from './after-sales-search.ts';

export type ReturnRow = AdminListReturnsData['returns'][number];

/**
 * The `GET /admin/returns` query for the list's URL (the API has no free-text search); only
 * the page where the backend cannot filter or sort the list (`narrowable` false: Medusa v1).
 */
export function returnListParams(
  search: ReturnListSearch,
  narrowable: boolean,
): AdminListReturnsParams {
  const { q: _q, ...page } = pageParams(search);
  if (!narrowable) return pageOnly(page);
  return {
    ...page,
    ...(search.status ? { status: search.status as ReturnStatus[] } : {}),
  };
}

/** The list's query; the previous page stays on screen while the next one loads. */
export function returnListQueryOptions(
  client: Client,
  search: ReturnListSearch,
  narrowable: boolean,
) {
  return {
    ...adminListReturnsQueryOptions(client, returnListParams(search, narrowable)),
    placeholderData: keepPreviousData,
    select: (data: AdminListReturnsData) => ({ rows: data.returns, count: data.count }),
  };
}
