import { notify } from '@commerce/ui';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Analytics, createAnalytics } from '../../lib/analytics/analytics.ts';
import { AnalyticsContext } from '../../lib/analytics/react.tsx';
import {
  adminUser,
  analyticsConfigAnswer,
  apiRoutes,
  type FakeAnswer,
  type FakeHandler,
  notFound,
  storeAnswer,
} from '../../test/api-routes.ts';
import { fakeTransport } from '../../test/fake-analytics-transport.ts';
import { renderWithClient } from '../../test/render-with-client.tsx';
import { settle as settleQueries } from '../../test/settle.ts';
import { AnalyticsConsent } from './analytics-consent.tsx';

/** Moves the fake clock on, running what falls due. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  // Toasts live in a module-level store: the next test starts without the last one's.
  notify.dismiss();
  vi.useRealTimers();
});

let current: QueryClient;
const settle = () => settleQueries(current);

function setup(options: {
  flags?: string[];
  config?: FakeHandler | FakeAnswer;
  create?: FakeHandler | FakeAnswer;
  analytics?: Analytics;
}) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(options.flags ?? ['analytics']),
    'GET /admin/analytics-configs': options.config ?? (() => notFound('No config')),
    'POST /admin/analytics-configs':
      options.create ??
      ((_: Request, body: unknown) => ({
        analytics_config: analyticsConfigAnswer(body as never).analytics_config,
      })),
  });
  const { queryClient } = renderWithClient(
    <AnalyticsContext.Provider value={options.analytics ?? createAnalytics({ preferences: null })}>
      <AnalyticsConsent />
    </AnalyticsContext.Provider>,
    routes.api,
  );
  current = queryClient;
  return routes;
}

const overlay = () => screen.queryByRole('dialog', { name: 'Help us get better' });
const anonymizeSwitch = () => screen.getByRole('switch', { name: 'Anonymize my usage data' });
const optOutSwitch = () => screen.getByRole('switch', { name: 'Opt out of sharing my usage data' });
const emailField = () => screen.getByRole('textbox', { name: 'Email' });

async function openOverlay() {
  await settle();
  await advance(1000);
  const dialog = overlay();
  if (!dialog) throw new Error('the overlay did not open');
  return dialog;
}

describe('the analytics consent overlay', () => {
  it('shows nothing when the analytics flag is off, and does not ask for a config', async () => {
    const { called } = setup({ flags: [] });
    await advance(5000);
    expect(overlay()).toBeNull();
    expect(called('GET /admin/store', '/admin/store')).toHaveLength(0);
    expect(called('GET', '/admin/analytics-configs')).toHaveLength(0);
  });

  it('shows nothing when a config exists', async () => {
    const { called } = setup({
      config: analyticsConfigAnswer({ opt_out: false, anonymize: true }),
    });
    await advance(5000);
    expect(called('GET', '/admin/analytics-configs')).toHaveLength(1);
    expect(overlay()).toBeNull();
  });

  it('asks once (no retry) and appears 1 000 ms after the 404', async () => {
    const { called } = setup({});
    await settle();
    expect(called('GET', '/admin/analytics-configs')).toHaveLength(1);
    await advance(999);
    expect(overlay()).toBeNull();
    await advance(1);
    const dialog = overlay();
    expect(dialog).not.toBeNull();
    expect(called('GET', '/admin/analytics-configs')).toHaveLength(1);

    const view = within(dialog as HTMLElement);
    expect(view.getByRole('heading', { name: 'Help us get better' })).toBeTruthy();
    const docs = view.getByRole('link', { name: /documentation/ });
    // The admin's own page about usage data, served beside it, not another product's docs.
    expect(docs.getAttribute('href')).toMatch(/^\/(app\/)?usage-data\.html$/);
    expect(emailField().getAttribute('placeholder')).toBe(adminUser.email);
    expect(view.getByText(/If this option is selected, we will not collect/)).toBeTruthy();
    expect(
      view.getByText('You can always opt out of sharing your usage data at any time.'),
    ).toBeTruthy();
  });

  it('opting out forces anonymize off, disables and dims it, and disables the email', async () => {
    setup({});
    await openOverlay();
    fireEvent.click(anonymizeSwitch());
    expect((anonymizeSwitch() as HTMLInputElement).checked).toBe(true);
    expect((emailField() as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(optOutSwitch());
    const anonymize = anonymizeSwitch() as HTMLInputElement;
    expect(anonymize.checked).toBe(false);
    expect(anonymize.disabled).toBe(true);
    expect(
      anonymize.closest('[data-slot="usage-data-switch"]')?.hasAttribute('data-disabled'),
    ).toBe(true);
    expect(anonymize.className).toContain('disabled:opacity-50');
    expect((emailField() as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(optOutSwitch());
    expect(anonymizeSwitch().hasAttribute('disabled')).toBe(false);
    expect((emailField() as HTMLInputElement).disabled).toBe(false);
  });

  it('refuses an invalid email with the exact message and sends nothing', async () => {
    const { called } = setup({});
    await openOverlay();
    fireEvent.change(emailField(), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(called('POST', '/admin/analytics-configs')).toHaveLength(0);

    // Turning a switch on disables the field, so its content no longer counts.
    fireEvent.click(anonymizeSwitch());
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
  });

  it('saves the switches, says so, and hides', async () => {
    let saved = false;
    const { called } = setup({
      config: () =>
        saved ? analyticsConfigAnswer({ opt_out: false, anonymize: true }) : notFound(),
      create: (_: Request, body: unknown) => {
        saved = true;
        return analyticsConfigAnswer(body as never);
      },
    });
    await openOverlay();
    fireEvent.change(emailField(), { target: { value: 'me@example.com' } });
    fireEvent.click(anonymizeSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();

    expect(called('POST', '/admin/analytics-configs').map((r) => r.body)).toEqual([
      { anonymize: true, opt_out: false },
    ]);
    // Toasts come with the lazily loaded toaster: wait for it rather than look once.
    await vi.waitFor(() => expect(screen.getByText('Success')).toBeTruthy());
    expect(screen.getByText('Your preferences were successfully updated')).toBeTruthy();
    expect(overlay()).toBeNull();
    // The cached config was refreshed: it exists now.
    expect(called('GET', '/admin/analytics-configs')).toHaveLength(2);
  });

  it("shows the server's message when saving fails", async () => {
    setup({
      create: () =>
        Response.json(
          {
            type: 'duplicate_error',
            message: 'AnalyticsConfig with user_id usr_01 already exists',
          },
          { status: 422 },
        ),
    });
    await openOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    await vi.waitFor(() => expect(screen.getByText('Error')).toBeTruthy());
    expect(screen.getByText('AnalyticsConfig with user_id usr_01 already exists')).toBeTruthy();
    expect(overlay()).not.toBeNull();
  });

  it('falls back to the generic text when the server gives no message', async () => {
    setup({ create: () => new Response('Bad gateway', { status: 502 }) });
    await openOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    await vi.waitFor(() => expect(screen.getByText('Error')).toBeTruthy());
    expect(screen.getByText('Something went wrong, Please try again.')).toBeTruthy();
  });

  it.each([
    ['goes to analytics when neither switch is on', [], [{ email: 'me@example.com' }]],
    ['stays home when anonymize is on', ['Anonymize my usage data'], []],
    ['stays home when opt-out is on', ['Opt out of sharing my usage data'], []],
  ])('the email %s (section 5)', async (_, switches, sent) => {
    const collector = fakeTransport();
    const analytics = createAnalytics({ preferences: null, transport: collector.transport });
    setup({ analytics });
    await openOverlay();
    fireEvent.change(emailField(), { target: { value: 'me@example.com' } });
    for (const name of switches) fireEvent.click(screen.getByRole('switch', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    await analytics.flush();
    const emails = collector
      .events()
      .flatMap((event) =>
        (event as { event?: string }).event === 'user_email'
          ? [(event as { properties: unknown }).properties]
          : [],
      );
    expect(emails).toEqual(sent);
  });
});
