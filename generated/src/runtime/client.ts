import createFetchClient from 'openapi-fetch';
import {
  abortedError,
  ClientError,
  ClientErrorKind,
  httpError,
  networkError,
  timeoutError,
} from './errors.ts';
import { toQueryString } from './query-string.ts';
import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF, shouldRetry } from './retry.ts';
import { domainOfPath, TokenStore } from './tokens.ts';

export const DEFAULT_BASE_URL = 'http://localhost:9000';

export interface ClientConfig {
  /** Where the API lives. Default `http://localhost:9000`. */
  baseUrl?: string;
  /** Extra attempts after a failure the retry rule allows. Default 0. */
  maxRetries?: number;
  /** Sent as `x-medusa-access-token` on admin requests. */
  apiKey?: string;
  /** Sent as `x-publishable-api-key` on store requests; can be changed later. */
  publishableApiKey?: string;
  /** Added to every request. */
  customHeaders?: Record<string, string>;
  /** Per-attempt time limit in ms; none when 0 or unset. */
  timeout?: number;
  /** Retry back-off; see retry.ts for the defaults (300 ms base, 10 s cap). */
  backoff?: Partial<BackoffOptions>;
  /** The transport. Default: the global fetch, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** What the generated calls hand to the runtime. */
export interface OperationRequest {
  method: 'get' | 'post' | 'delete';
  /** The contract's path template, e.g. `/admin/products/{id}`. */
  path: string;
  pathParams?: object;
  query?: object;
  body?: unknown;
}

export interface Client {
  readonly config: Readonly<ClientConfig>;
  /** Bearer tokens per domain, held in memory. */
  readonly tokens: TokenStore;
  /** Sends one operation; resolves with its JSON, or throws a ClientError. */
  request<TData>(operation: OperationRequest, options?: RequestOptions): Promise<TData>;
  setPublishableApiKey(key: string | undefined): void;
  /**
   * The language the person using the app chose (`Accept-Language` on every request that
   * sets none), so the server writes their emails in it; undefined: the browser's own.
   */
  setLanguage(code: string | undefined): void;
  /** The generic passthrough of the specification: any path under /admin. */
  readonly custom: {
    get<T = unknown>(path: string, query?: object, options?: RequestOptions): Promise<T>;
    post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
    delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  };
}

/**
 * POSTs under /admin that need no credentials (api-conventions.md): the API key header
 * is not sent on them, so a stale key cannot make sign-in fail.
 */
const PUBLIC_ADMIN_POSTS = new Set([
  '/admin/auth',
  '/admin/auth/token',
  '/admin/users/password-token',
  '/admin/users/reset-password',
  '/admin/invites/accept',
]);

const TOKEN_PATHS = new Set(['/admin/auth/token', '/store/auth/token']);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortedError(signal.reason));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal.reason));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Statuses whose answer has no body (a Response refuses one for them). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * The answer with its body read to the end within the attempt, as axios answers: the
 * connection lost after the head (a server killed mid-answer) then fails the attempt like
 * no answer at all, a network error the retry rule covers, rather than a bare TypeError
 * ('terminated') out of the JSON parsing, which is no ClientError. The attempt's timeout
 * covers the body too.
 */
async function wholeResponse(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

export function createClient(config: ClientConfig = {}): Client {
  const maxRetries = Math.max(0, config.maxRetries ?? 0);
  const backoff = { ...DEFAULT_BACKOFF, ...config.backoff };
  const tokens = new TokenStore();
  let publishableApiKey = config.publishableApiKey;
  let language: string | undefined;
  // Looked up per call, so a test or polyfill that replaces fetch later is honoured.
  const transport = config.fetch ?? ((request: Request) => globalThis.fetch(request));

  /** One logical request: attempts, time limits and the retry rule. */
  async function send(request: Request): Promise<Response> {
    const callerSignal = request.signal;
    for (let attempt = 0; ; attempt++) {
      const attemptsLeft = maxRetries - attempt;
      const timeoutSignal = config.timeout ? AbortSignal.timeout(config.timeout) : undefined;
      const signal = timeoutSignal ? AbortSignal.any([callerSignal, timeoutSignal]) : callerSignal;
      let response: Response;
      try {
        // Each attempt sends a copy, so the body can be sent again.
        response = await wholeResponse(await transport(new Request(request.clone(), { signal })));
      } catch (cause) {
        if (callerSignal.aborted) throw abortedError(cause);
        const failure =
          timeoutSignal?.aborted && config.timeout
            ? timeoutError(config.timeout, cause)
            : networkError(cause);
        if (!shouldRetry(attemptsLeft, undefined)) throw failure;
        await sleep(backoffDelay(attempt, backoff), callerSignal);
        continue;
      }
      if (!shouldRetry(attemptsLeft, response.status)) return response;
      await sleep(backoffDelay(attempt, backoff), callerSignal);
    }
  }

  const http = createFetchClient<Record<string, never>>({
    baseUrl: (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
    credentials: 'include',
    fetch: send,
    querySerializer: (query) => toQueryString(query as Record<string, unknown>),
    bodySerializer: (body: unknown) => (body instanceof FormData ? body : JSON.stringify(body)),
  });

  http.use({
    onRequest({ request, schemaPath }) {
      const headers = request.headers;
      const domain = domainOfPath(schemaPath);
      headers.set('Accept', 'application/json');
      if (!(headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
        headers.set('Content-Type', 'application/json');
      }
      for (const [name, value] of Object.entries(config.customHeaders ?? {}))
        headers.set(name, value);
      const isPublicAdminPost = request.method === 'POST' && PUBLIC_ADMIN_POSTS.has(schemaPath);
      if (domain === 'admin' && config.apiKey && !isPublicAdminPost) {
        headers.set('x-medusa-access-token', config.apiKey);
      }
      if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
      if (domain === 'store' && publishableApiKey) {
        headers.set('x-publishable-api-key', publishableApiKey);
      }
      const token = domain ? tokens.get(domain) : undefined;
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      // One key per logical POST, set before the retry loop so every attempt repeats it.
      if (maxRetries > 0 && request.method === 'POST' && !headers.has('Idempotency-Key')) {
        headers.set('Idempotency-Key', crypto.randomUUID());
      }
      return request;
    },
  });

  async function request<TData>(
    operation: OperationRequest,
    options?: RequestOptions,
  ): Promise<TData> {
    const { method, path } = operation;
    // Specification section 7: a body is sent only for POST and DELETE.
    const body = method === 'get' ? undefined : operation.body;
    const init = {
      params: { path: operation.pathParams ?? {}, query: operation.query ?? {} },
      ...(body === undefined ? {} : { body }),
      ...(options?.headers ? { headers: options.headers } : {}),
      ...(options?.signal ? { signal: options.signal } : {}),
    };
    const call = http.request as unknown as (
      method: string,
      path: string,
      init: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await call(method, path, init);
    if (!response.ok) throw httpError(response.status, error);
    if (method === 'post' && TOKEN_PATHS.has(path)) {
      const token = (data as { access_token?: unknown } | undefined)?.access_token;
      const domain = domainOfPath(path);
      if (typeof token === 'string' && domain) tokens.set(domain, token);
    }
    return data as TData;
  }

  function adminPath(path: string): string {
    const normalized = `/${path.replace(/^\/+/, '')}`;
    const full = normalized.startsWith('/admin/') ? normalized : `/admin${normalized}`;
    if (full.includes('{') || full.includes('}')) {
      throw new ClientError(ClientErrorKind.Usage, 'custom paths take no {parameters}');
    }
    return full;
  }

  return {
    config,
    tokens,
    request,
    setPublishableApiKey(key) {
      publishableApiKey = key;
    },
    setLanguage(code) {
      language = code;
    },
    custom: {
      get: (path, query, options) =>
        request({ method: 'get', path: adminPath(path), query: query ?? {} }, options),
      post: (path, body, options) =>
        request({ method: 'post', path: adminPath(path), body }, options),
      delete: (path, body, options) =>
        request({ method: 'delete', path: adminPath(path), body }, options),
    },
  };
}
