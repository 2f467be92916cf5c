import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Lets fake-API answers arrive and React Query and React act on them, without moving a
 * fake clock: reading a response body takes real turns of the event loop. Done once no
 * query or mutation has been in flight for a few turns in a row (a query enabled by
 * another's answer starts a turn later).
 */
export async function settle(queryClient: QueryClient, idleTurns = 5): Promise<void> {
  let idle = 0;
  for (let turn = 0; turn < 500 && idle < idleTurns; turn++) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    });
    idle = queryClient.isFetching() + queryClient.isMutating() === 0 ? idle + 1 : 0;
  }
}
