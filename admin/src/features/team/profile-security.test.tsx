import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, type FakeAnswer, storeAnswer } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const session = (id: string, extra: object) => ({
  id,
  kind: 'cookie',
  created_at: '2025-03-01T09:00:00.000Z',
  last_used_at: '2025-03-02T09:00:00.000Z',
  expires_at: '2025-04-01T09:00:00.000Z',
  user_agent: FIREFOX,
  ip: '203.0.113.7',
  current: false,
  ...extra,
});

function setup(sessions: FakeAnswer | (() => FakeAnswer)) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
    'GET /admin/auth/sessions': sessions,
    'DELETE /admin/auth/sessions/*': { id: 'sess', object: 'session', deleted: true },
    'POST /admin/auth/password': (_request: Request, body: unknown) =>
      (body as { current_password: string }).current_password === 'old-password'
        ? { user: adminUser }
        : Response.json(
            { type: 'invalid_data', code: 'wrong_password', message: 'Wrong password' },
            { status: 400 },
          ),
  });
  return { ...routes, ...renderApp('/app/a/settings/personal-information', routes.api) };
}

describe('password and sessions', { timeout: 30_000 }, () => {
  it('changes the password: checks the fields, shows a wrong current password on its field', async () => {
    const { called } = setup({ sessions: [] });
    const section = await screen.findByRole('region', { name: 'Change password' }, LOAD);
    const current = within(section).getByLabelText(/Current password/);
    const fresh = within(section).getByLabelText(/^New password/);
    const confirm = within(section).getByLabelText(/Confirm new password/);
    const submit = within(section).getByRole('button', { name: 'Change password' });
    expect(within(section).getByText('8 to 128 characters.')).toBeTruthy();

    fireEvent.click(submit);
    expect(await within(section).findByText('Enter your current password.')).toBeTruthy();
    expect(within(section).getByText('Enter a new password.')).toBeTruthy();
    fireEvent.change(current, { target: { value: 'not-it' } });
    fireEvent.change(fresh, { target: { value: 'y'.repeat(129) } });
    fireEvent.change(confirm, { target: { value: 'other' } });
    fireEvent.click(submit);
    expect(
      await within(section).findByText('The password is too long: at most 128 characters.'),
    ).toBeTruthy();
    fireEvent.change(fresh, { target: { value: 'a new password' } });
    fireEvent.click(submit);
    expect(
      await within(section).findByText('The two new passwords are not the same.'),
    ).toBeTruthy();
    expect(called('POST', '/admin/auth/password')).toHaveLength(0);

    fireEvent.change(confirm, { target: { value: 'a new password' } });
    fireEvent.click(submit);
    expect(await within(section).findByText('That is not your current password.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(current, { target: { value: 'old-password' } });
    fireEvent.click(submit);
    const done = await within(section).findByText(
      'Your password was changed. Your other sessions were signed out.',
    );
    expect(done.getAttribute('role')).toBe('status');
    expect(called('POST', '/admin/auth/password')[1]?.body).toEqual({
      current_password: 'old-password',
      password: 'a new password',
    });
    expect((current as HTMLInputElement).value).toBe('');
  });

  it('lists the sessions, signs out one and then all the others', async () => {
    let sessions = [
      session('sess_here', { current: true }),
      session('sess_phone', { user_agent: IPHONE, ip: '198.51.100.2' }),
      session('sess_script', { kind: 'bearer', user_agent: 'curl/8.4.0', ip: null }),
    ];
    const { called } = setup(() => ({ sessions }));
    const table = await screen.findByRole('table', { name: 'Active sessions' }, LOAD);
    const here = within(table).getByRole('row', { name: /This session/ });
    expect(here.textContent).toContain('Firefox on Windows');
    expect(here.textContent).toContain('203.0.113.7');
    expect(within(here).queryByRole('button')).toBeNull();
    const script = within(table).getByRole('row', { name: /curl/ });
    expect(script.textContent).toContain('Access token');
    expect(script.textContent).toContain('Unknown');

    fireEvent.click(within(table).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() =>
      expect(called('DELETE', '/admin/auth/sessions/sess_phone')).toHaveLength(1),
    );
    sessions = sessions.filter((one) => one.id !== 'sess_phone');
    expect(await screen.findByText('Safari on iOS was signed out.', undefined, LOAD)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() =>
      expect(called('DELETE', '/admin/auth/sessions/sess_script')).toHaveLength(1),
    );
    expect(called('DELETE', '/admin/auth/sessions/sess_here')).toHaveLength(0);
    sessions = sessions.filter((one) => one.current);
    expect(
      await screen.findByText('Your other sessions were signed out.', undefined, LOAD),
    ).toBeTruthy();
  });

  it('says when the sessions cannot be read, and offers to try again', async () => {
    setup(Response.json({ type: 'unknown_error', message: 'Database down' }, { status: 500 }));
    const section = await screen.findByRole('region', { name: 'Active sessions' }, LOAD);
    expect((await within(section).findByRole('alert')).textContent).toContain('Database down');
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when there are no sessions to show', async () => {
    setup({ sessions: [] });
    const section = await screen.findByRole('region', { name: 'Active sessions' }, LOAD);
    expect(await within(section).findByText('No active sessions.')).toBeTruthy();
    expect(
      within(section).queryByRole('button', { name: 'Sign out all other sessions' }),
    ).toBeNull();
  });
});
