import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../../test/fake-analytics-transport.ts';
import {
  BATCH_SIZE,
  BATCH_TIMEOUT_MS,
  createBatcher,
  jsonBytes,
  MAX_CHUNK_BYTES,
  MAX_FLUSH_BYTES,
} from './batcher.ts';

/** An event whose JSON weighs exactly `bytes` (`{"p":"…"}` is 8 bytes plus the padding). */
const eventOf = (bytes: number, id = 0) => ({ p: `${id}`.padEnd(bytes - 8, 'x') });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('analytics batching (specification section 9 library defaults)', () => {
  it('uses 10 events, 5 s, 64 KB chunks and a 450 KB flush limit', () => {
    expect([BATCH_SIZE, BATCH_TIMEOUT_MS, MAX_CHUNK_BYTES, MAX_FLUSH_BYTES]).toEqual([
      10, 5000, 65536, 460800,
    ]);
    expect(jsonBytes(eventOf(100))).toBe(100);
  });

  it('sends at the 10th event, not before', async () => {
    const fake = fakeTransport();
    const batcher = createBatcher({ transport: fake.transport });
    for (let i = 0; i < 9; i += 1) batcher.push({ i });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toEqual([]);
    batcher.push({ i: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toEqual([Array.from({ length: 10 }, (_, i) => ({ i }))]);
    expect(batcher.pending).toBe(0);
    // The timer of that batch is gone: nothing else goes out later.
    await vi.advanceTimersByTimeAsync(BATCH_TIMEOUT_MS * 2);
    expect(fake.batches).toHaveLength(1);
  });

  it('sends 5 s after the first event of a batch, whatever came later', async () => {
    const fake = fakeTransport();
    const batcher = createBatcher({ transport: fake.transport });
    batcher.push({ i: 0 });
    await vi.advanceTimersByTimeAsync(4000);
    batcher.push({ i: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.batches).toEqual([[{ i: 0 }, { i: 1 }]]);
    // The next event starts a new 5 s wait.
    batcher.push({ i: 2 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(fake.batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.batches).toEqual([[{ i: 0 }, { i: 1 }], [{ i: 2 }]]);
  });

  it('cuts a batch into chunks of at most 64 KB, keeping the order', async () => {
    const fake = fakeTransport();
    const batcher = createBatcher({ transport: fake.transport });
    const events = Array.from({ length: 10 }, (_, i) => eventOf(20_000, i));
    for (const event of events) batcher.push(event);
    await vi.advanceTimersByTimeAsync(0);
    // 20 000-byte events: three fit in 65 536 bytes with brackets and commas, four do not.
    expect(fake.batches.map((b) => b.length)).toEqual([3, 3, 3, 1]);
    for (const batch of fake.batches) expect(jsonBytes(batch)).toBeLessThanOrEqual(MAX_CHUNK_BYTES);
    expect(fake.events()).toEqual(events);
  });

  it('fills a chunk up to exactly 64 KB', async () => {
    const fake = fakeTransport();
    const batcher = createBatcher({ transport: fake.transport });
    // 32 767 + 32 766 bytes, two brackets and a comma: exactly 65 536, one chunk.
    batcher.push(eventOf(32_767, 1));
    batcher.push(eventOf(32_766, 2));
    batcher.push(eventOf(100, 3));
    await batcher.flush();
    expect(fake.batches.map((b) => jsonBytes(b))).toEqual([65_536, 102]);
  });

  it('never lets one flush carry more than 450 KB: it sends what it has first', async () => {
    const fake = fakeTransport();
    const batcher = createBatcher({ transport: fake.transport });
    const big = (i: number) => eventOf(60 * 1024, i); // one per chunk
    for (let i = 0; i < 7; i += 1) batcher.push(big(i)); // 7 x 60 KB + 8 = 430 088 bytes
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toEqual([]);
    batcher.push(big(7)); // 8 x 60 KB would pass 460 800 bytes
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.batches).toHaveLength(7);
    expect(jsonBytes(fake.events())).toBeLessThanOrEqual(MAX_FLUSH_BYTES);
    expect(batcher.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(BATCH_TIMEOUT_MS);
    expect(fake.events()).toEqual(Array.from({ length: 8 }, (_, i) => big(i)));
  });

  it('drops an event larger than a chunk and reports it', async () => {
    const fake = fakeTransport();
    const onError = vi.fn();
    const batcher = createBatcher({ transport: fake.transport, onError });
    const huge = eventOf(MAX_CHUNK_BYTES - 1);
    batcher.push(huge);
    batcher.push(eventOf(MAX_CHUNK_BYTES - 2));
    await batcher.flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), [huge]);
    expect(fake.batches.map((b) => jsonBytes(b))).toEqual([MAX_CHUNK_BYTES]);
  });

  it('reports a chunk the transport refuses and still sends the others', async () => {
    const fake = fakeTransport((batch) => batch.includes('bad'));
    const onError = vi.fn();
    const batcher = createBatcher({ transport: fake.transport, onError, maxChunkBytes: 8 });
    for (const event of ['ok', 'bad', 'ok2']) batcher.push(event);
    await batcher.flush();
    expect(fake.batches).toEqual([['ok'], ['ok2']]);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), ['bad']);
  });

  it('forgets the buffer on discard', async () => {
    const fake = fakeTransport();
    const batcher = createBatcher({ transport: fake.transport });
    batcher.push({ i: 1 });
    batcher.discard();
    await vi.advanceTimersByTimeAsync(BATCH_TIMEOUT_MS);
    await batcher.flush();
    expect(fake.batches).toEqual([]);
  });
});
