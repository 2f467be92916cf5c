import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };

function setup() {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/users': { users: [adminUser], count: 1, offset: 0, limit: 20 },
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
    'POST /admin/users/usr_01': (_request: Request, body: unknown) => ({
      user: { ...adminUser, ...(body as object) },
    }),
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
});
