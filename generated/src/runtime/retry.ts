/**
 * The retry rule of the specification (section 8): retry only while attempts remain,
 * and only when there was no response, or the status is 409 or in 501-599.
 */
export function shouldRetry(attemptsLeft: number, status: number | undefined): boolean {
  if (attemptsLeft <= 0) return false;
  if (status === undefined) return true;
  return status === 409 || (status >= 501 && status <= 599);
}

/** Back-off before retry number `retry` (0-based): exponential from `baseMs`, capped, with jitter. */
export interface BackoffOptions {
  /** The first wait, before jitter. Default 300 ms. */
  baseMs: number;
  /** No wait is longer than this. Default 10 000 ms. */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 300, capMs: 10_000 };

/**
 * "Equal jitter": half the exponential delay is fixed, half random, so retries from many
 * clients spread out but never come back immediately.
 */
export function backoffDelay(retry: number, options: BackoffOptions, random = Math.random): number {
  const exponential = Math.min(options.capMs, options.baseMs * 2 ** retry);
  return exponential / 2 + random() * (exponential / 2);
}
