import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpTransport, defaultTransport, noopTransport } from './transport.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the analytics transport', () => {
  it('is off without a URL', async () => {
    const fetch = vi.fn();
    const transport = createHttpTransport({ fetch });
    expect(transport).toBe(noopTransport);
    await transport.send([{ type: 'page' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('POSTs each chunk as JSON to the URL, without cookies, surviving the tab closing', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }),
    );
    await createHttpTransport({ url: 'https://collect.test/v1/batch', fetch }).send([{ a: 1 }]);
    expect(fetch).toHaveBeenCalledWith('https://collect.test/v1/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[{"a":1}]',
      keepalive: true,
      credentials: 'omit',
    });
  });

  it('rejects when the endpoint refuses', async () => {
    const fetch = async () => new Response(null, { status: 500 });
    await expect(createHttpTransport({ url: 'https://c.test', fetch }).send([])).rejects.toThrow(
      'Analytics endpoint answered 500',
    );
  });

  it('takes the URL from VITE_ANALYTICS_URL, and is off without it', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', '');
    expect(defaultTransport()).toBe(noopTransport);
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://collect.test');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    await defaultTransport().send([]);
    expect(fetch).toHaveBeenCalledWith(
      'https://collect.test',
      expect.objectContaining({ method: 'POST' }),
    );
    fetch.mockRestore();
  });
});
