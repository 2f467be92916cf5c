import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * "Try again" for a part of the page that shows reads: asks again every read on screen
 * that failed (a list, and the lists or region it waits for). Reads that waited for them
 * start by themselves once they are in.
 */
export function useRetryFailedReads(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  }, [queryClient]);
}
