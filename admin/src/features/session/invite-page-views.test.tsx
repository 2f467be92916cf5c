import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsMessage } from '../../lib/analytics/analytics.ts';
import { analyticsConfigAnswer, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

/*
 * Specification section 2: the invite route is wrapped in analytics, like the main area,
 * so opening it is a page view (section 7: one on each route change). The app's own
 * transport is replaced by one that keeps what it would send.
 */
const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('../../lib/analytics/transport.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/analytics/transport.ts')>()),
  defaultTransport: () => ({
    send: async (batch: readonly unknown[]) => {
      sent.push(...batch);
    },
  }),
}));

const pageViews = () =>
  (sent as AnalyticsMessage[]).flatMap((event) => (event.type === 'page' ? [event.path] : []));

function api(optOut: boolean) {
  return apiRoutes({
    'GET /admin/auth': Response.json({ type: 'unauthorized', message: 'No' }, { status: 401 }),
    'GET /admin/store': storeAnswer(['analytics']),
    'GET /admin/analytics-configs': analyticsConfigAnswer({ opt_out: optOut, anonymize: false }),
  }).api;
}

describe('the invite route', () => {
  it('sends a page view of /invite, without its token', async () => {
    sent.length = 0;
    renderApp('/app/invite?token=tok_123', api(false));
    await screen.findByRole('button', { name: 'Create account and sign in' });
    // The batch goes out on its timer (5 s, specification section 9).
    await vi.waitFor(() => expect(pageViews()).toEqual(['/invite']), { timeout: 10_000 });
    expect(JSON.stringify(sent)).not.toContain('tok_123');
  });
});
