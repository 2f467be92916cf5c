import type { Transport } from './transport.ts';

/**
 * Batching with the analytics library defaults of specification section 9: a batch goes
 * out at 10 events or 5 s after its first event, in chunks of at most 64 KB, and never
 * holds more than 450 KB.
 *
 * More than 450 KB: an event that would take the buffer past the limit first sends the
 * buffer as it is, then starts the next batch, so nothing is lost to the limit. One event
 * that alone exceeds a chunk (64 KB) cannot be sent at all and is dropped, reported
 * through `onError`.
 */

export const BATCH_SIZE = 10;
export const BATCH_TIMEOUT_MS = 5_000;
export const MAX_CHUNK_BYTES = 64 * 1024;
export const MAX_FLUSH_BYTES = 450 * 1024;

export interface BatcherOptions {
  transport: Transport;
  size?: number;
  timeoutMs?: number;
  maxChunkBytes?: number;
  maxFlushBytes?: number;
  /** A chunk the transport refused, or an event too large to send. Never retried. */
  onError?: (error: unknown, events: readonly unknown[]) => void;
}

export interface Batcher {
  push(event: unknown): void;
  /** Sends what is buffered now; settles when every chunk has been handed over. */
  flush(): Promise<void>;
  /** Forgets what is buffered without sending it (opt-out). */
  discard(): void;
  readonly pending: number;
}

const encoder = new TextEncoder();

/** The UTF-8 size of a value's JSON: what the transport's body will weigh. */
export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

/** JSON array size of `count` items weighing `itemBytes` in total: brackets and commas. */
const arrayBytes = (count: number, itemBytes: number) => 2 + itemBytes + Math.max(0, count - 1);

export function createBatcher(options: BatcherOptions): Batcher {
  const size = options.size ?? BATCH_SIZE;
  const timeoutMs = options.timeoutMs ?? BATCH_TIMEOUT_MS;
  const maxChunk = options.maxChunkBytes ?? MAX_CHUNK_BYTES;
  const maxFlush = options.maxFlushBytes ?? MAX_FLUSH_BYTES;
  const report = options.onError ?? (() => {});
  let buffer: { event: unknown; bytes: number }[] = [];
  let bufferBytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Flushes go out one after another so their chunks stay in order and within the
  // browser's 64 KB keepalive budget.
  let sending: Promise<void> = Promise.resolve();

  function take() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const events = buffer;
    buffer = [];
    bufferBytes = 0;
    return events;
  }

  function flush(): Promise<void> {
    const events = take();
    if (events.length === 0) return sending;
    const chunks = chunk(events, maxChunk);
    sending = sending.then(async () => {
      for (const part of chunks) {
        try {
          await options.transport.send(part);
        } catch (error) {
          report(error, part);
        }
      }
    });
    return sending;
  }

  return {
    push(event) {
      const bytes = jsonBytes(event);
      if (arrayBytes(1, bytes) > maxChunk) {
        report(new Error(`An analytics event of ${bytes} bytes exceeds the chunk size`), [event]);
        return;
      }
      if (arrayBytes(buffer.length + 1, bufferBytes + bytes) > maxFlush) void flush();
      buffer.push({ event, bytes });
      bufferBytes += bytes;
      if (buffer.length >= size) void flush();
      else if (timer === undefined) timer = setTimeout(() => void flush(), timeoutMs);
    },
    flush,
    discard: () => void take(),
    get pending() {
      return buffer.length;
    },
  };
}

/** Cuts events into consecutive groups whose JSON arrays weigh at most `maxBytes`. */
function chunk(events: readonly { event: unknown; bytes: number }[], maxBytes: number) {
  const chunks: unknown[][] = [];
  let current: unknown[] = [];
  let currentBytes = 0;
  for (const { event, bytes } of events) {
    if (current.length > 0 && arrayBytes(current.length + 1, currentBytes + bytes) > maxBytes) {
      chunks.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push(event);
    currentBytes += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
