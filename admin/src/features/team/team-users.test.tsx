import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const listed = {
  ...adminUser,
  id: 'usr_02',
  email: 'nina@example.com',
  first_name: 'Nina',
  last_name: 'Colleague',
  role: 'member',
};

const support = {
  id: 'role_support',
  name: 'Support',
  description: 'Answers customers',
  permissions: ['orders:read', 'customers:read', 'customers:write'],
  user_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

function setup() {
  const routes = apiRoutes({
    'GET /admin/roles': { roles: [support], count: 1, offset: 0, limit: 200 },
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
    'GET /admin/users': { users: [adminUser, listed], count: 2, offset: 0, limit: 20 },
    'GET /admin/invites': { invites: [], count: 0, offset: 0, limit: 100 },
    // Someone renamed her and made her a developer since the list was loaded.
    'GET /admin/users/usr_02': { user: { ...listed, first_name: 'Nadia', role: 'developer' } },
    'POST /admin/users': (_request: Request, body: unknown) =>
      (body as { email: string }).email === 'nina@example.com'
        ? Response.json(
            { type: 'duplicate_error', message: 'A user with this email already exists' },
            { status: 422 },
          )
        : { user: { ...adminUser, id: 'usr_03', ...(body as object) } },
  });
  return { ...routes, ...renderApp('/app/a/settings/team', routes.api) };
}

describe('adding and editing team members', { timeout: 20_000 }, () => {
  it('adds a user directly with email, name, role and password', async () => {
    const { called } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });
    const submit = within(dialog).getByRole('button', { name: 'Add to the team' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Enter their email.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a password for them.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'nina@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ola' } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), {
      target: { value: 'long-secret-1' },
    });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('A user with this email already exists')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'ola@example.com' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(called('POST', '/admin/users')).toHaveLength(2));
    expect(called('POST', '/admin/users')[1]?.body).toEqual({
      email: 'ola@example.com',
      first_name: 'Ola',
      role: 'member',
      password: 'long-secret-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('ola@example.com was added to the team.', undefined, LOAD),
    ).toBeTruthy();
  });

  it('loads the user fresh when the edit dialog opens', async () => {
    const { called } = setup();
    const grid = await screen.findByRole('grid', { name: 'Team members' }, LOAD);
    fireEvent.click(within(grid).getByRole('button', { name: 'Nina Colleague' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team member' });
    const first = within(dialog).getByLabelText('First name') as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe('Nadia'));
    // The select's store takes the field's new value in an effect, a render later.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Role/ }).textContent).toContain(
        'Developer',
      ),
    );
    expect(called('GET', '/admin/users/usr_02')).toHaveLength(1);
  });

  it('asks for a password of 8 to 128 characters, and gives a custom role', async () => {
    const { called } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });
    const password = within(dialog).getByLabelText(/Password/);
    expect(within(dialog).getByText(/8 to 128 characters/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'ola@example.com' },
    });
    const submit = within(dialog).getByRole('button', { name: 'Add to the team' });
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('The password is too short.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'x'.repeat(129) } });
    fireEvent.click(submit);
    expect(
      await within(dialog).findByText('The password is too long: at most 128 characters.'),
    ).toBeTruthy();
    expect(called('POST', '/admin/users')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'x'.repeat(128) } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Support' }));
    fireEvent.click(submit);
    await waitFor(() => expect(called('POST', '/admin/users')).toHaveLength(1));
    expect(called('POST', '/admin/users')[0]?.body).toEqual({
      email: 'ola@example.com',
      role: 'custom',
      role_id: 'role_support',
      password: 'x'.repeat(128),
    });
  });
});
