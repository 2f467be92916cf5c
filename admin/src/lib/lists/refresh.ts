import { type InvalidationRule, invalidateAfter } from '@commerce/client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Refreshes the cache once after a bulk action, by the operation's own invalidation rule:
 * its lists and related resources once (not once per row, which would refetch the list a
 * thousand times), then each touched record's detail.
 */
export async function refreshAfterBulk(
  queryClient: QueryClient,
  rule: InvalidationRule,
  ids: readonly string[],
): Promise<void> {
  await invalidateAfter(queryClient, rule, {}, undefined);
  for (const id of ids) {
    const detail = [rule.domain, rule.tag, 'detail', id];
    if (rule.removesDetail) queryClient.removeQueries({ queryKey: detail });
    else void queryClient.invalidateQueries({ queryKey: detail });
  }
}
