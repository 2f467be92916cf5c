/**
 * How analytics batches leave the browser. The specification leaves the transport out of
 * scope (section 7), so it sits behind this interface; the default posts JSON to a
 * configured URL and does nothing when none is configured.
 */
export interface Transport {
  /** Sends one chunk of events; rejects when it could not. */
  send(batch: readonly unknown[]): Promise<void>;
}

/** Sends nothing: analytics stays off until an endpoint is configured. */
export const noopTransport: Transport = { send: async () => {} };

export interface HttpTransportOptions {
  /** The collecting endpoint; without one the transport is the no-op. */
  url?: string | undefined;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** POSTs each chunk as a JSON array. */
export function createHttpTransport(options: HttpTransportOptions = {}): Transport {
  const { url } = options;
  if (!url) return noopTransport;
  const send =
    options.fetch ?? ((target: string, init: RequestInit) => globalThis.fetch(target, init));
  return {
    async send(batch) {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        // Lets the last chunk go out while the tab closes; browsers accept at most 64 KB
        // of such bodies in flight, which is why batches are cut into 64 KB chunks.
        keepalive: true,
        // The collector is a third party: it gets no cookies of the admin.
        credentials: 'omit',
      });
      if (!response.ok) throw new Error(`Analytics endpoint answered ${response.status}`);
    },
  };
}

/** The app's transport: `VITE_ANALYTICS_URL` at build time, else off. */
export function defaultTransport(): Transport {
  return createHttpTransport({ url: import.meta.env.VITE_ANALYTICS_URL as string | undefined });
}
