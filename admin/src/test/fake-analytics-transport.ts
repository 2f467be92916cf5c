import type { Transport } from '../lib/analytics/transport.ts';

/** Records what would have been sent; for tests. */
export function fakeTransport(fail?: (batch: readonly unknown[]) => boolean) {
  const batches: unknown[][] = [];
  const transport: Transport = {
    async send(batch) {
      if (fail?.(batch)) throw new Error('collector down');
      batches.push([...batch]);
    },
  };
  return { transport, batches, events: () => batches.flat() };
}
