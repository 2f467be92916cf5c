import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const stamp = '2025-01-01T00:00:00.000Z';
const role = (id: string, name: string, extra: object = {}) => ({
  id,
  name,
  description: null,
  permissions: ['orders:read'],
  user_count: 0,
  created_at: stamp,
  updated_at: stamp,
  ...extra,
});
const support = role('role_support', 'Support', {
  description: 'Answers customers',
  permissions: ['orders:read', 'customers:read', 'customers:write'],
  user_count: 2,
});

function setup() {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
    'GET /admin/users': { users: [adminUser], count: 1, offset: 0, limit: 20 },
    'GET /admin/invites': { invites: [], count: 0, offset: 0, limit: 100 },
    'GET /admin/roles': { roles: [support], count: 1, offset: 0, limit: 200 },
    'POST /admin/roles': (_request: Request, body: unknown) =>
      (body as { name: string }).name === 'Support'
        ? Response.json(
            { type: 'duplicate_error', message: 'A role with this name already exists' },
            { status: 422 },
          )
        : { role: role('role_new', (body as { name: string }).name, body as object) },
    // Someone gave the role notes meanwhile: the dialog shows the fresh role.
    'GET /admin/roles/role_support': {
      role: { ...support, permissions: [...support.permissions, 'notes:read'] },
    },
    'POST /admin/roles/role_support': (_request: Request, body: unknown) => ({
      role: { ...support, ...(body as object) },
    }),
    'DELETE /admin/roles/role_support': Response.json(
      { type: 'invalid_data', code: 'role_in_use', message: 'The role is still assigned' },
      { status: 400 },
    ),
  });
  return { ...routes, ...renderApp('/app/a/settings/team', routes.api) };
}

const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

describe('custom roles', { timeout: 30_000 }, () => {
  it('lists the roles and what each built-in role allows', async () => {
    setup();
    const roles = await screen.findByRole('table', { name: 'Roles' }, LOAD);
    const row = within(roles).getByRole('row', { name: /Support/ });
    expect(row.textContent).toContain('Answers customers');
    expect(row.textContent).toContain('2');
    const builtIn = screen.getByRole('table', { name: 'Built-in roles' });
    const team = within(builtIn).getByRole('row', { name: /Team and roles/ });
    expect(
      within(team)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Read and write', 'No access', 'Read only']);
  });

  it('creates a role with the permission grid, by mouse and by keyboard', async () => {
    const { called } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Create role' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Create a role' });
    const submit = within(dialog).getByRole('button', { name: 'Create role' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText("Enter the role's name.")).toBeTruthy();
    expect(within(dialog).getByText('Tick at least one permission.')).toBeTruthy();

    // Write brings read; clearing read clears write.
    fireEvent.click(box(dialog, 'Orders: write'));
    expect(box(dialog, 'Orders: read').checked).toBe(true);
    fireEvent.click(box(dialog, 'Orders: read'));
    expect(box(dialog, 'Orders: write').checked).toBe(false);

    const user = userEvent.setup();
    box(dialog, 'Orders: read').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(box(dialog, 'Products: write'));
    await user.keyboard(' ');
    expect(box(dialog, 'Products: read').checked).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/Role name/), { target: { value: 'Support' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Another role already has this name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Role name/), { target: { value: 'Catalog' } });
    fireEvent.click(submit);
    await waitFor(() => expect(called('POST', '/admin/roles')).toHaveLength(2));
    expect(called('POST', '/admin/roles')[1]?.body).toEqual({
      name: 'Catalog',
      description: null,
      permissions: ['products:read', 'products:write'],
    });
    expect(await screen.findByText('The role Catalog was created.', undefined, LOAD)).toBeTruthy();
  });

  it('edits a role loaded fresh', async () => {
    const { called } = setup();
    const roles = await screen.findByRole('table', { name: 'Roles' }, LOAD);
    fireEvent.click(within(roles).getByRole('button', { name: 'Edit the role Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    await waitFor(() => expect(box(dialog, 'Notes: read').checked).toBe(true));
    expect(box(dialog, 'Customers: write').checked).toBe(true);
    fireEvent.click(box(dialog, 'Customers: write'));
    fireEvent.change(within(dialog).getByLabelText('What the role is for'), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/roles/role_support')).toHaveLength(1));
    expect(called('POST', '/admin/roles/role_support')[0]?.body).toEqual({
      name: 'Support',
      description: null,
      permissions: ['orders:read', 'customers:read', 'notes:read'],
    });
  });

  it("explains the server's refusal to delete a role still in use", async () => {
    const { called } = setup();
    const roles = await screen.findByRole('table', { name: 'Roles' }, LOAD);
    fireEvent.click(within(roles).getByRole('button', { name: 'Delete the role Support' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the role Support?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Support is still given to team members or pending invitations. Give them another role first, then delete it.',
    );
    expect(called('DELETE', '/admin/roles/role_support')).toHaveLength(1);
  });
});
