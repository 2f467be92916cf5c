import { ClientError, ClientErrorKind } from '@commerce/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isUnauthorized, onUnauthorized, UNAUTHORIZED_IS_REFUSAL } from './unauthorized.ts';

const httpError = (status: number) =>
  new ClientError(ClientErrorKind.Http, `Request failed with status code ${status}`, { status });

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handle = vi.fn();
  const stop = onUnauthorized(queryClient, handle);
  const failingQuery = (key: string, error: unknown) =>
    queryClient
      .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error) })
      .catch(() => {});
  const failingMutation = (error: unknown, meta?: Record<string, unknown>) =>
    queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(error), meta })
      .execute(undefined)
      .catch(() => {});
  return { queryClient, handle, stop, failingQuery, failingMutation };
}

describe('isUnauthorized', () => {
  it('is true for a 401 from the API only', () => {
    expect(isUnauthorized(httpError(401))).toBe(true);
    expect(isUnauthorized(httpError(403))).toBe(false);
    expect(isUnauthorized(new ClientError(ClientErrorKind.Network, 'Network Error'))).toBe(false);
    expect(isUnauthorized({ status: 401 })).toBe(false);
  });
});

describe('onUnauthorized', () => {
  it('hears a query that fails with 401, once per failure', async () => {
    const { handle, failingQuery } = setUp();
    await failingQuery('products', httpError(401));
    expect(handle).toHaveBeenCalledOnce();
    await failingQuery('orders', httpError(401));
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('hears a mutation that fails with 401', async () => {
    const { handle, failingMutation } = setUp();
    await failingMutation(httpError(401));
    expect(handle).toHaveBeenCalledOnce();
  });

  it('leaves a 401 to the screen when the mutation says it is a refusal', async () => {
    const { handle, failingMutation } = setUp();
    await failingMutation(httpError(401), { ...UNAUTHORIZED_IS_REFUSAL });
    expect(handle).not.toHaveBeenCalled();
  });

  it('hears a query only after its retries have failed too', async () => {
    const { queryClient, handle } = setUp();
    const queryFn = vi.fn(() => Promise.reject(httpError(401)));
    await queryClient
      .fetchQuery({ queryKey: ['retried'], queryFn, retry: 2, retryDelay: 0 })
      .catch(() => {});
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(handle).toHaveBeenCalledOnce();
  });

  it('ignores other failures and successes', async () => {
    const { queryClient, handle, failingQuery, failingMutation } = setUp();
    await failingQuery('forbidden', httpError(403));
    await failingQuery('down', httpError(503));
    await failingQuery('offline', new ClientError(ClientErrorKind.Network, 'Network Error'));
    await failingMutation(httpError(422));
    await queryClient.fetchQuery({ queryKey: ['fine'], queryFn: () => 'ok' });
    expect(handle).not.toHaveBeenCalled();
  });

  it('stops listening when told to', async () => {
    const { handle, stop, failingQuery, failingMutation } = setUp();
    stop();
    await failingQuery('products', httpError(401));
    await failingMutation(httpError(401));
    expect(handle).not.toHaveBeenCalled();
  });
});
