import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../browser-storage.ts';
import { createStorefrontClient, needsTokenSignIn } from './app-client.ts';
import { STORE_TOKEN_KEY, startTokenSignIn, tokenSessionOf } from './store-token.ts';

/*
 * The token sign-in for an API on another origin (issue 25 item 1): what survives a reload
 * (the tab's storage) and what forgets the token (sign-out, expiry, a 401).
 */

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A JWT whose payload has `exp` (seconds); the signature is not checked here. */
function jwt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ customer_id: 'cus_1', exp })}.sig`;
}

describe('the token sign-in of the storefront on another origin', () => {
  it('is used only when the API is on another origin', () => {
    expect(needsTokenSignIn('https://shop.example', 'https://shop.example')).toBe(false);
    expect(needsTokenSignIn('https://shop.example/', 'https://shop.example')).toBe(false);
    expect(needsTokenSignIn('https://api.shop.example', 'https://shop.example')).toBe(true);
    expect(needsTokenSignIn('http://127.0.0.1:9100', 'http://127.0.0.1:9000')).toBe(true);
  });

  it('keeps the token for the next page of the tab, and forgets it on sign-out', () => {
    const storage = memoryStorage();
    const first = createStorefrontClient('https://api.example');
    const session = startTokenSignIn(first, storage);
    const token = jwt(Date.now() / 1000 + 3600);
    first.tokens.set('store', token);
    session.save();
    expect(storage.data.get(STORE_TOKEN_KEY)).toBe(JSON.stringify(token));

    // A reload: a new client over the same tab's storage.
    const reloaded = createStorefrontClient('https://api.example');
    startTokenSignIn(reloaded, storage);
    expect(reloaded.tokens.get('store')).toBe(token);
    tokenSessionOf(reloaded)?.clear();
    expect(reloaded.tokens.get('store')).toBeUndefined();
    expect(storage.data.has(STORE_TOKEN_KEY)).toBe(false);
  });

  it('does not restore an expired token', () => {
    const storage = memoryStorage();
    storage.setItem(STORE_TOKEN_KEY, JSON.stringify(jwt(1_000)));
    const client = createStorefrontClient('https://api.example');
    startTokenSignIn(client, storage, () => 1_000_000);
    expect(client.tokens.get('store')).toBeUndefined();
    expect(storage.data.has(STORE_TOKEN_KEY)).toBe(false);
  });

  it('forgets the token when the API answers 401 to a request that carried it', async () => {
    const token = jwt(Date.now() / 1000 + 3600);
    sessionStorage.setItem(STORE_TOKEN_KEY, JSON.stringify(token));
    const seen: Array<string | null> = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (request: RequestInfo | URL) => {
      seen.push(new Request(request).headers.get('authorization'));
      return new Response('Unauthorized', {
        status: 401,
        headers: { 'content-type': 'text/plain' },
      });
    };
    try {
      const client = createStorefrontClient('https://api.example', undefined, {
        tokenSignIn: true,
        publishableKey: 'pk_test',
      });
      expect(client.tokens.get('store')).toBe(token);
      await expect(
        client.request({ method: 'get', path: '/store/customers/me' }),
      ).rejects.toMatchObject({ status: 401 });
      expect(seen).toEqual([`Bearer ${token}`]);
      expect(client.tokens.get('store')).toBeUndefined();
      expect(sessionStorage.getItem(STORE_TOKEN_KEY)).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
      sessionStorage.clear();
    }
  });
});
