import type { FakeApi } from './render-app.tsx';

/** What the rules need of a fake store: fakeAccount's, or fakeOrders' (which wraps it). */
export interface FakeAccountStore {
  api: FakeApi;
  accounts: Map<string, { id: string; password: string }>;
}

export interface AccountRulesOptions {
  /** Requests (`POST /store/auth`) the store refuses as too many (429). */
  limited?: readonly string[];
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const refuse = (status: number, type: string, code: string, message: string) =>
  json({ type, code, message }, status);
const fits = (password: unknown) =>
  typeof password === 'string' && password.length >= 8 && password.length <= 128;
const withBody = (request: Request, body: unknown) =>
  new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: JSON.stringify(body),
  });

/**
 * The store's account rules of issue 21 over a fake store (fake-account.ts, or fake-orders
 * which wraps it): passwords of 8 to 128 characters, a sign-up that signs the customer in,
 * a new password or email that needs `current_password` (else 400 `wrong_password`), and
 * 429 `too_many_requests` for the requests named in `limited`. `sent` logs what the app sent,
 * without the calls these rules make to the fake themselves.
 */
export function withAccountRules(fake: FakeAccountStore, options: AccountRulesOptions = {}) {
  const sent: string[] = [];
  const limited = new Set(options.limited ?? []);
  const call = (request: Request, method: string, path: string, body?: unknown) =>
    fake.api(
      new Request(new URL(path, request.url), {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }),
    );

  const api: FakeApi = async (request) => {
    const line = `${request.method} ${new URL(request.url).pathname}`;
    sent.push(line);
    if (limited.has(line)) {
      return refuse(429, 'too_many_requests', 'too_many_requests', 'Too many requests');
    }
    if (request.method !== 'POST') return fake.api(request);
    const body = await request
      .clone()
      .json()
      .catch(() => ({}));
    const newPassword = line !== 'POST /store/auth' && body.password !== undefined;
    if (newPassword && !fits(body.password)) {
      return refuse(400, 'invalid_data', 'invalid_data', 'password must be 8 to 128 characters');
    }
    if (line === 'POST /store/customers') {
      const answer = await fake.api(request);
      // The store's sign-up answer sets the session cookie; the fake signs in for it.
      if (answer.ok) await call(request, 'POST', '/store/auth', body);
      return answer;
    }
    if (line !== 'POST /store/customers/me') return fake.api(request);
    const me = await call(request, 'GET', '/store/customers/me');
    if (!me.ok) return me;
    const { customer } = (await me.json()) as { customer: { id: string; email: string } };
    const { current_password, ...changes } = body;
    const changesEmail =
      changes.email !== undefined && String(changes.email).toLowerCase() !== customer.email;
    if (newPassword || changesEmail) {
      const account = [...fake.accounts.values()].find((a) => a.id === customer.id);
      if (current_password === undefined || account?.password !== current_password) {
        return refuse(400, 'invalid_data', 'wrong_password', 'The current password is not correct');
      }
    }
    return fake.api(withBody(request, changes));
  };

  return { api, sent };
}
