/**
 * The suite's Medusa answers browsers on 127.0.0.1 only (project/medusa-config.js), which
 * is what the storefront and admin journeys of issue 25 will need from another port, and
 * what a team running Medusa v1 sets for our apps' origins (`store_cors`, `admin_cors`).
 */
import { describe, expect, it } from 'vitest';
import { medusaClient } from './steps.ts';

async function preflight(path: string, origin: string) {
  const response = await fetch(new URL(path, medusaClient().config.baseUrl), {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  return {
    allowOrigin: response.headers.get('access-control-allow-origin'),
    allowCredentials: response.headers.get('access-control-allow-credentials'),
  };
}

describe("the suite's Medusa and browsers", () => {
  it('lets an app on another port of 127.0.0.1 call the store and admin APIs with cookies', async () => {
    for (const path of ['/store/carts', '/admin/auth']) {
      expect(await preflight(path, 'http://127.0.0.1:5173')).toEqual({
        allowOrigin: 'http://127.0.0.1:5173',
        allowCredentials: 'true',
      });
    }
  });

  it('does not let other origins read its answers', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.10', 'https://evil.example']) {
      expect((await preflight('/store/carts', origin)).allowOrigin).toBeNull();
    }
  });
});
