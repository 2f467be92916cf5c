/**
 * The five client error kinds of the specification (section 8), numbered 0 to 4.
 * - 0 `Http`: the server answered with a non-2xx status.
 * - 1 `Network`: no whole response arrived (connection refused, DNS, CORS, reset, or the
 *   connection lost in the middle of the answer).
 * - 2 `Aborted`: the caller aborted the request.
 * - 3 `Timeout`: no response within the client's `timeout`.
 * - 4 `Usage`: the client was used wrongly (e.g. a token domain other than admin or store).
 */
export const ClientErrorKind = {
  Http: 0,
  Network: 1,
  Aborted: 2,
  Timeout: 3,
  Usage: 4,
} as const;
export type ClientErrorKind = (typeof ClientErrorKind)[keyof typeof ClientErrorKind];

/** The JSON body of every failed request (openapi `Error`). */
export interface ServerErrorBody {
  type: string;
  message: string;
  code?: string;
  request_id?: string;
}

/** The one error class the client throws; narrow on `kind` or `status`. */
export class ClientError extends Error {
  override readonly name = 'ClientError';
  readonly kind: ClientErrorKind;
  /** The HTTP status, for `Http` errors. */
  readonly status: number | undefined;
  /**
   * The server's `{type, message, code}`, when the response carried one. Read the code with
   * `errorCode(error)` (error-code.ts), which counts a code the contract does not list as none.
   */
  readonly body: ServerErrorBody | undefined;

  constructor(
    kind: ClientErrorKind,
    message: string,
    details: { status?: number; body?: ServerErrorBody; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.body = details.body;
  }

  /** The server's message when there is one, else this error's own message. */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }
}

export function isServerErrorBody(value: unknown): value is ServerErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerErrorBody).type === 'string' &&
    typeof (value as ServerErrorBody).message === 'string'
  );
}

export function httpError(status: number, body: unknown): ClientError {
  return new ClientError(ClientErrorKind.Http, `Request failed with status code ${status}`, {
    status,
    ...(isServerErrorBody(body) ? { body } : {}),
  });
}

export function networkError(cause: unknown): ClientError {
  return new ClientError(ClientErrorKind.Network, 'Network Error', { cause });
}

export function abortedError(cause?: unknown): ClientError {
  return new ClientError(ClientErrorKind.Aborted, 'Request aborted', { cause });
}

export function timeoutError(ms: number, cause?: unknown): ClientError {
  return new ClientError(ClientErrorKind.Timeout, `timeout of ${ms} ms exceeded`, { cause });
}
