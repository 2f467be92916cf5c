import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminListReturnReasonsInfiniteQueryOptions } from '../gen/admin/return-reasons/operations.ts';
import { adminListVariantsInfiniteQueryOptions } from '../gen/admin/variants/operations.ts';
import { createClient } from './client.ts';
import { nextOffset } from './query-keys.ts';

const records = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `rr_${from + i}` }));

describe('nextOffset (infinite lists)', () => {
  it('follows offset + limit while below count, as this server answers', () => {
    expect(nextOffset({ items: records(0, 20), count: 45, offset: 0, limit: 20 })).toBe(20);
    expect(nextOffset({ items: records(20, 20), count: 45, offset: 20, limit: 20 })).toBe(40);
    expect(nextOffset({ items: records(40, 5), count: 45, offset: 40, limit: 20 })).toBeUndefined();
  });

  it('goes on without `limit` or `offset` in the answer (Medusa v1 admin variants)', () => {
    // Before issue 25 the helper stopped here: no limit, no next page.
    expect(nextOffset({ variants: records(0, 10), count: 25 }, 0, 10)).toBe(10);
    expect(nextOffset({ variants: records(10, 10), count: 25 }, 10, 10)).toBe(20);
    expect(nextOffset({ variants: records(20, 5), count: 25 }, 20, 10)).toBeUndefined();
  });

  it('takes the page size the server chose when nothing names a limit', () => {
    expect(nextOffset({ variants: records(0, 50), count: 120 }, 0)).toBe(50);
    expect(nextOffset({ variants: [], count: 120 }, 0)).toBeUndefined();
  });

  it('without `count`, goes on after a full page and stops at a short one', () => {
    expect(nextOffset({ return_reasons: records(0, 10) }, 0, 10)).toBe(10);
    expect(nextOffset({ return_reasons: records(10, 3) }, 10, 10)).toBeUndefined();
    expect(nextOffset({ return_reasons: [] }, 20, 10)).toBeUndefined();
  });

  it('without `count`, stops when the server ignored paging (Medusa return reasons)', () => {
    // More than asked for: it sent everything.
    expect(nextOffset({ shipping_profiles: records(0, 12) }, 0, 10)).toBeUndefined();
    // Exactly a page, then the same page again for the next offset: it ignores the offset.
    const first = { return_reasons: records(0, 10) };
    const again = { return_reasons: records(0, 10) };
    expect(nextOffset(first, 0, 10, [first])).toBe(10);
    expect(nextOffset(again, 10, 10, [first, again])).toBeUndefined();
  });

  it('without `count` or any limit, cannot tell a page from the whole list: stops', () => {
    expect(nextOffset({ return_reasons: records(0, 4) }, 0)).toBeUndefined();
  });

  it('stops on an answer that is no list page', () => {
    expect(nextOffset(null, 0, 10)).toBeUndefined();
    expect(nextOffset({ count: 3 }, 0, 10)).toBeUndefined();
  });
});

describe('the generated infinite-list options against Medusa v1 envelopes', () => {
  /** Answers `GET /admin/variants` as Medusa 1.20.9 does: `variants` and `count` only. */
  function medusaVariants(total: number) {
    const seen: string[] = [];
    const fetch = async (request: Request) => {
      const url = new URL(request.url);
      seen.push(url.search);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = records(offset, Math.max(0, Math.min(limit, total - offset)));
      return Response.json({ variants: page, count: total });
    };
    return { client: createClient({ baseUrl: 'http://medusa.test', fetch }), seen };
  }

  it('reads every page of admin variants although the answer has no limit', async () => {
    const { client, seen } = medusaVariants(25);
    const queryClient = new QueryClient();
    const data = await queryClient.fetchInfiniteQuery({
      ...adminListVariantsInfiniteQueryOptions(client, { limit: 10 }),
      pages: 5,
    });
    expect(data.pages.map((page) => page.variants.length)).toEqual([10, 10, 5]);
    expect(data.pageParams).toEqual([0, 10, 20]);
    expect(seen).toHaveLength(3);
  });

  it('reads return reasons sent as a bare list once', async () => {
    const fetch = async () => Response.json({ return_reasons: records(0, 4) });
    const client = createClient({ baseUrl: 'http://medusa.test', fetch });
    const queryClient = new QueryClient();
    const data = await queryClient.fetchInfiniteQuery({
      ...adminListReturnReasonsInfiniteQueryOptions(client, { limit: 20 }),
      pages: 3,
    });
    expect(data.pages).toHaveLength(1);
  });
});
