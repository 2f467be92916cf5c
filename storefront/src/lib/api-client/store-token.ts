import type { Client } from '@commerce/client';
import { type KeyValueStorage, readJson, writeJson } from '../browser-storage.ts';

/*
 * Signing in with a bearer token when the API is on another origin (issue 25 item 1): a
 * Medusa v1 backend's session cookie (`connect.sid`) has no `SameSite`, so a browser does
 * not send it back from another site and the shopper seemed signed out at the next read.
 * `POST /store/auth/token` answers a token the client then sends as `Authorization: Bearer`.
 *
 * Where it is kept, and why (storefront/README.md, "Signing in on another origin"): in the
 * tab's sessionStorage, so a reload keeps the shopper signed in, and closing the tab, signing
 * out or any 401 to a request that carried it forgets it. Never in localStorage, which
 * outlives the browser on the disk of a shared computer, nor in a cookie of ours (the API,
 * not this origin, reads it).
 */

export const STORE_TOKEN_KEY = 'commerce.storefront.token';

/** The tab's sessionStorage, or null where the browser blocks it. */
export function tabStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** When a JWT stops being valid (its `exp`, in ms), or undefined when it names none. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export interface TokenSession {
  /** Keeps the token the client received at sign-in for the tab's next pages. */
  save(): void;
  /** Forgets the token, in the client and in the tab (sign-out, or a 401). */
  clear(): void;
}

const sessions = new WeakMap<Client, TokenSession>();

/**
 * The token sign-in of a client whose API is on another origin, or undefined: the client
 * then signs in with the API's cookie session, as on this server.
 */
export function tokenSessionOf(client: Client): TokenSession | undefined {
  return sessions.get(client);
}

/**
 * Makes `client` sign in with tokens: the tab's token (unless expired) is restored into it;
 * with `forgetRefusedTokens` as its transport, a 401 to a request that carried it forgets it.
 */
export function startTokenSignIn(
  client: Client,
  storage: KeyValueStorage | null = tabStorage(),
  now: () => number = Date.now,
): TokenSession {
  const session: TokenSession = {
    save() {
      const token = client.tokens.get('store');
      if (token) writeJson(storage, STORE_TOKEN_KEY, token);
    },
    clear() {
      client.tokens.clear('store');
      writeJson(storage, STORE_TOKEN_KEY, null);
    },
  };
  const stored = readJson(storage, STORE_TOKEN_KEY);
  if (typeof stored === 'string' && stored !== '') {
    const expiry = tokenExpiry(stored);
    if (expiry !== undefined && expiry <= now()) session.clear();
    else client.tokens.set('store', stored);
  }
  sessions.set(client, session);
  return session;
}

/**
 * A transport for the storefront's client that forgets the token when the API refuses it
 * (expired, signed out elsewhere, a key rotated): the shopper is then signed out, not stuck
 * sending a dead token. Each request is looked up in `sessions` at call time.
 */
export function forgetRefusedTokens(
  transport: (request: Request) => Promise<Response>,
  clientOf: () => Client | undefined,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const carried = request.headers.get('authorization');
    const response = await transport(request);
    if (response.status === 401 && carried) {
      const client = clientOf();
      const session = client && tokenSessionOf(client);
      if (client && session && carried === `Bearer ${client.tokens.get('store')}`) {
        session.clear();
      }
    }
    return response;
  };
}
