import type { Client } from '@commerce/client';
import { type AdminGetAuthData, adminGetAuthQueryOptions } from '@commerce/client/admin/auth';
import type { QueryClient } from '@tanstack/react-query';
import { nullWhenSignedOut } from './null-when-signed-out.ts';

export type SessionUser = AdminGetAuthData['user'];

/**
 * Where a signed-in user lands when nothing else was asked for: the main area's index,
 * which sends them on to the first section their role opens.
 */
export const MAIN_AREA_HOME = '/a';

/**
 * The session user from `GET /admin/auth`. A 401 means signed out, and asking again would
 * not change the answer, so the query does not retry. It stays fresh until signing in or
 * out (whose mutations invalidate it): the guard and the layout share one answer.
 */
export function sessionQueryOptions(client: Client) {
  return { ...adminGetAuthQueryOptions(client), retry: false, staleTime: Infinity } as const;
}

/** The signed-in user, from the cache when it has one; null when signed out or unreachable. */
export async function loadSessionUser(context: {
  queryClient: QueryClient;
  client: Client;
}): Promise<SessionUser | null> {
  const session = await nullWhenSignedOut(
    context.queryClient.ensureQueryData(sessionQueryOptions(context.client)),
  );
  return session?.user ?? null;
}

/** The origin a target is resolved against; only its equality matters. */
const PROBE_ORIGIN = 'http://app.invalid';

/**
 * The path to go to after signing in, or MAIN_AREA_HOME. Only paths inside this app are
 * followed (a `?redirect=` link is user input: `//evil.example` or `https://…` must not
 * send a freshly signed-in user elsewhere), and never the sign-in pages themselves.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return MAIN_AREA_HOME;
  // Browsers treat `/\host` like `//host`.
  if (target.startsWith('//') || target.startsWith('/\\')) return MAIN_AREA_HOME;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return MAIN_AREA_HOME;
  }
  if (url.origin !== PROBE_ORIGIN) return MAIN_AREA_HOME;
  if (/^\/(login|invite|reset-password)(\/|$)/.test(url.pathname)) return MAIN_AREA_HOME;
  return url.pathname + url.search + url.hash;
}
