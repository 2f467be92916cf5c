import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const stamp = '2025-01-01T00:00:00.000Z';
const support = {
  id: 'role_support',
  name: 'Support',
  description: 'Answers customers',
  permissions: ['orders:read', 'customers:read', 'customers:write'],
  user_count: 1,
  created_at: stamp,
  updated_at: stamp,
};
const nina = {
  ...adminUser,
  id: 'usr_02',
  email: 'nina@example.com',
  first_name: 'Nina',
  last_name: 'Colleague',
  role: 'custom',
  role_id: 'role_support',
};
const invite = {
  id: 'invite_1',
  user_email: 'open@example.com',
  role: 'custom',
  role_id: 'role_support',
  accepted: false,
  expires_at: '2999-01-08T10:00:00.000Z',
  created_at: stamp,
  updated_at: stamp,
  deleted_at: null,
  metadata: null,
};

function setup(me: object = adminUser, extra: Record<string, unknown> = {}) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: me },
    'GET /admin/store': storeAnswer(),
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
    'GET /admin/users': { users: [me, nina], count: 2, offset: 0, limit: 20 },
    'GET /admin/invites': { invites: [invite], count: 1, offset: 0, limit: 100 },
    'GET /admin/roles': { roles: [support], count: 1, offset: 0, limit: 200 },
    'GET /admin/users/usr_02': { user: nina },
    'POST /admin/users/usr_02': (_request: Request, body: unknown) => ({
      user: { ...nina, ...(body as object) },
    }),
    'DELETE /admin/users/usr_02/sessions': { user_id: 'usr_02', revoked: 3 },
    'POST /admin/invites': (_request: Request, body: unknown) => ({
      invite: { ...invite, id: 'invite_2', ...(body as object) },
      token: 'fresh-token',
    }),
    ...extra,
  });
  return { ...routes, ...renderApp('/app/a/settings/team', routes.api) };
}

describe('team roles and access', { timeout: 30_000 }, () => {
  it('names custom roles in the lists, and gives one in an invite and an edit', async () => {
    const { called } = setup();
    const grid = await screen.findByRole('grid', { name: 'Team members' }, LOAD);
    expect(within(grid).getByText('Support')).toBeTruthy();
    const invites = await screen.findByRole('table', { name: 'Invitations' });
    expect(await within(invites).findByText('Support')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Support' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(called('POST', '/admin/invites')).toHaveLength(1));
    expect(called('POST', '/admin/invites')[0]?.body).toEqual({
      user: 'new@example.com',
      role: 'custom',
      role_id: 'role_support',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));

    fireEvent.click(within(grid).getByRole('button', { name: 'Nina Colleague' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit team member' });
    const role = within(edit).getByRole('combobox', { name: /Role/ });
    expect(role.textContent).toContain('Support');
    fireEvent.click(role);
    fireEvent.click(await screen.findByRole('option', { name: 'Developer' }));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/users/usr_02')).toHaveLength(1));
    expect(called('POST', '/admin/users/usr_02')[0]?.body).toEqual({
      first_name: 'Nina',
      last_name: 'Colleague',
      role: 'developer',
    });
  });

  it('signs a colleague out everywhere after asking', async () => {
    const { called } = setup();
    const grid = await screen.findByRole('grid', { name: 'Team members' }, LOAD);
    fireEvent.click(within(grid).getByRole('button', { name: 'Nina Colleague' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit team member' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Sign Nina Colleague out everywhere?',
    });
    expect(called('DELETE', '/admin/users/usr_02/sessions')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByText('Nina Colleague was signed out everywhere.', undefined, LOAD),
    ).toBeTruthy();
    expect(called('DELETE', '/admin/users/usr_02/sessions')).toHaveLength(1);
  });

  it("says in the user's language why the store's last admin cannot change", async () => {
    setup(adminUser, {
      'POST /admin/users/usr_02': Response.json(
        { type: 'not_allowed', code: 'last_admin', message: 'The store needs an admin' },
        { status: 400 },
      ),
    });
    const grid = await screen.findByRole('grid', { name: 'Team members' }, LOAD);
    fireEvent.click(within(grid).getByRole('button', { name: 'Nina Colleague' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit team member' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect((await within(edit).findByRole('alert')).textContent).toBe(
      'The store must keep at least one admin. Make someone else an admin first.',
    );
  });

  it('offers a role stronger than your own only as disabled', async () => {
    setup({ ...adminUser, role: 'custom', permissions: ['team:read', 'team:write'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite someone' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    const admin = await screen.findByRole('option', { name: 'Admin' });
    expect(admin.getAttribute('aria-disabled')).toBe('true');
  });

  it('without team:write, shows the team read-only and says why', async () => {
    setup({ ...adminUser, role: 'custom', permissions: ['team:read', 'orders:read'] });
    const grid = await screen.findByRole('grid', { name: 'Team members' }, LOAD);
    expect(screen.getByText('View only: your role cannot make changes to the team.')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Store Admin (you)' })).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: 'Nina Colleague' })).toBeNull();
    const invites = await screen.findByRole('table', { name: 'Invitations' });
    expect(within(invites).queryByRole('button')).toBeNull();
    const roles = await screen.findByRole('table', { name: 'Roles' });
    expect(within(roles).getByText('Support')).toBeTruthy();
    expect(within(roles).queryByRole('button')).toBeNull();
    for (const name of ['Invite someone', 'Add user', 'Create role']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
