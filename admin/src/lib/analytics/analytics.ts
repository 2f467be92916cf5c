import { type BatcherOptions, createBatcher } from './batcher.ts';
import { defaultTransport, type Transport } from './transport.ts';

/**
 * The analytics client (specification sections 2 and 7): page views on route changes,
 * identify with the user id and store name, and named events. It honours the usage-data
 * preference: opted out means nothing at all is recorded or sent, anonymized means no
 * email leaves the browser (section 5: only when neither switch is on).
 */

/** The stored preference (`GET /admin/analytics-configs`). */
export interface AnalyticsPreferences {
  opt_out: boolean;
  anonymize: boolean;
}

/** Section 7's named events and what each carries. */
export interface AnalyticsEvents {
  num_users: { count: number };
  num_orders: { count: number };
  num_products: { count: number };
  num_discounts: { count: number };
  store_name: { store_name: string };
  regions: { regions: string[]; count: number };
  currencies: { currencies: string[] };
  user_email: { email: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

export interface IdentifyTraits {
  store_name: string;
}

/** What goes over the transport, one per call. */
export type AnalyticsMessage =
  | { type: 'page'; path: string; userId?: string; timestamp: string }
  | { type: 'identify'; userId: string; traits: IdentifyTraits; timestamp: string }
  | {
      type: 'track';
      event: AnalyticsEventName;
      properties: Record<string, unknown>;
      userId?: string;
      timestamp: string;
    };

export interface AnalyticsOptions {
  /** Default: defaultTransport() (off unless VITE_ANALYTICS_URL is set). */
  transport?: Transport;
  /**
   * The preference, or null while the user has not answered the consent overlay. Until
   * there is an answer nothing is recorded: consent comes first.
   */
  preferences: AnalyticsPreferences | null;
  now?: () => Date;
  batching?: Omit<BatcherOptions, 'transport'>;
}

export interface Analytics {
  page(path: string): void;
  identify(userId: string, traits: IdentifyTraits): void;
  track<E extends AnalyticsEventName>(event: E, properties: AnalyticsEvents[E]): void;
  /** A changed preference; opting out also drops what is waiting to be sent. */
  setPreferences(preferences: AnalyticsPreferences | null): void;
  flush(): Promise<void>;
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const now = options.now ?? (() => new Date());
  const batcher = createBatcher({
    ...options.batching,
    transport: options.transport ?? defaultTransport(),
  });
  let preferences = options.preferences;
  let userId: string | undefined;

  const recording = () => preferences !== null && !preferences.opt_out;
  const anonymized = () => preferences?.anonymize === true;
  const stamp = () => now().toISOString();
  const withUser = () => (userId === undefined ? {} : { userId });

  return {
    page(path) {
      if (!recording()) return;
      batcher.push({ type: 'page', path: pagePath(path), ...withUser(), timestamp: stamp() });
    },
    identify(id, traits) {
      if (!recording()) return;
      userId = id;
      batcher.push({
        type: 'identify',
        userId: id,
        traits: { store_name: traits.store_name },
        timestamp: stamp(),
      });
    },
    track(event, properties) {
      if (!recording()) return;
      // The email is personal information: it goes only when neither switch is on.
      if (anonymized() && event === 'user_email') return;
      const sent: Record<string, unknown> = { ...properties };
      if (anonymized()) delete sent.email;
      batcher.push({ type: 'track', event, properties: sent, ...withUser(), timestamp: stamp() });
    },
    setPreferences(next) {
      preferences = next;
      if (!recording()) batcher.discard();
    },
    flush: () => batcher.flush(),
  };
}

/**
 * The path without query or fragment: invitation and password-reset links carry their
 * tokens in the query string, and those must not reach a third party.
 */
export function pagePath(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/** Sends what is buffered when the tab is hidden (it may never come back). */
export function flushWhenHidden(analytics: Analytics, doc: Document = document): () => void {
  const onChange = () => {
    if (doc.visibilityState === 'hidden') void analytics.flush();
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
