import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };

/** The Authorization header of each name save: the page's own credential is its cookie. */
const authorizations: (string | null)[] = [];

function setup() {
  authorizations.length = 0;
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/users': { users: [adminUser], count: 1, offset: 0, limit: 20 },
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
    'GET /admin/auth/sessions': { sessions: [] },
    'POST /admin/auth/token': (_request: Request, body: unknown) =>
      (body as { password: string }).password === 'right-password'
        ? { access_token: 'eyJ.secret.token' }
        : Response.json({ type: 'unauthorized', message: 'Unauthorized' }, { status: 401 }),
    'POST /admin/users/usr_01': (request: Request, body: unknown) => {
      authorizations.push(request.headers.get('authorization'));
      return { user: { ...adminUser, ...(body as object) } };
    },
  });
  return { ...routes, ...renderApp('/app/a/settings/personal-information', routes.api) };
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('personal information', { timeout: 20_000 }, () => {
  it("saves the signed-in user's name and refuses an empty first name", async () => {
    const { called } = setup();
    const first = (await screen.findByLabelText(/First name/, undefined, LOAD)) as HTMLInputElement;
    expect(first.value).toBe('Store');
    expect(screen.getByRole('region', { name: 'Your name' }).textContent).toContain(
      'admin@example.com',
    );
    fireEvent.change(first, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    fireEvent.change(first, { target: { value: 'Olive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/users/usr_01')).toHaveLength(1));
    expect(called('POST', '/admin/users/usr_01')[0]?.body).toEqual({
      first_name: 'Olive',
      last_name: 'Admin',
    });
  });

  it('changes the theme at once and links to the usage-data preferences', async () => {
    setup();
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }, LOAD));
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(localStorage.getItem('commerce.admin.theme')).toBe('dark');
    expect(screen.getByRole('link', { name: 'Usage data preferences' }).getAttribute('href')).toBe(
      '/app/a/settings/analytics',
    );
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toContain('English');
  });

  it('gives an access token for scripts once the password is confirmed, shown once', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { called } = setup();
    const section = await screen.findByRole('region', { name: 'API access token' }, LOAD);
    const get = within(section).getByRole('button', { name: 'Get an access token' });
    fireEvent.click(get);
    expect(await within(section).findByText('Enter your password.')).toBeTruthy();
    const password = within(section).getByLabelText(/Your password/);
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(get);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'That password is not right. Try again.',
    );
    expect(called('POST', '/admin/auth/token')[0]?.body).toEqual({
      email: 'admin@example.com',
      password: 'wrong',
    });
    // A wrong password is a refusal here, not a signed-out session.
    expect(screen.getByRole('heading', { name: 'Personal information' })).toBeTruthy();
    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.click(get);
    const token = (await within(section).findByLabelText('Access token')) as HTMLTextAreaElement;
    expect(token.value).toBe('eyJ.secret.token');
    expect(within(section).getByRole('alert').textContent).toContain('Keep it secret');
    fireEvent.click(within(section).getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('eyJ.secret.token'));
    fireEvent.click(within(section).getByRole('button', { name: 'Hide the token' }));
    expect(within(section).queryByLabelText('Access token')).toBeNull();
    // The token is for scripts: the page goes on with its cookie, not as the token.
    const first = screen.getByLabelText(/First name/) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Olive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(authorizations).toHaveLength(1));
    expect(authorizations[0]).toBeNull();
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
