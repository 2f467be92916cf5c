import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';
import { inviteLink } from './invite-link.ts';

stubGridLayout();

const LOAD = { timeout: 5000 };
const colleague = {
  ...adminUser,
  id: 'usr_02',
  email: 'nina@example.com',
  first_name: 'Nina',
  last_name: 'Colleague',
  role: 'member',
};
const invite = (id: string, email: string, extra: object = {}) => ({
  id,
  user_email: email,
  role: 'member',
  accepted: false,
  expires_at: '2999-01-08T10:00:00.000Z',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
  ...extra,
});

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function setup(extra: Record<string, unknown> = {}) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/batch-jobs': { batch_jobs: [], count: 0, offset: 0, limit: 100 },
    'GET /admin/users': { users: [adminUser, colleague], count: 2, offset: 0, limit: 20 },
    'GET /admin/roles': { roles: [], count: 0, offset: 0, limit: 200 },
    'GET /admin/invites': {
      invites: [
        invite('invite_1', 'open@example.com'),
        invite('invite_2', 'done@example.com', { accepted: true }),
      ],
      count: 2,
      offset: 0,
      limit: 100,
    },
    'POST /admin/invites': (_request: Request, body: unknown) => ({
      invite: invite('invite_3', (body as { user: string }).user),
      token: 'fresh-token',
    }),
    'POST /admin/invites/invite_1/resend': {
      invite: invite('invite_1', 'open@example.com'),
      token: 'resent-token',
    },
    'GET /admin/users/usr_01': { user: adminUser },
    'GET /admin/users/usr_02': { user: colleague },
    'POST /admin/users/usr_02': (_request: Request, body: unknown) => ({
      user: { ...colleague, ...(body as object) },
    }),
    'DELETE /admin/users/usr_02': Response.json(
      { type: 'not_allowed', message: 'The last admin cannot be removed' },
      { status: 400 },
    ),
    ...extra,
  });
  return { ...routes, ...renderApp('/app/a/settings/team', routes.api) };
}

describe('the team page', { timeout: 20_000 }, () => {
  it('lists the team with their roles, and marks the signed-in user', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Team members' }, LOAD);
    expect(within(grid).getByRole('button', { name: 'Store Admin (you)' })).toBeTruthy();
    expect(within(grid).getByText('nina@example.com')).toBeTruthy();
    expect(within(grid).getByText('Member')).toBeTruthy();
  });

  it('invites someone and copies the link with one click', async () => {
    const { called } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite someone' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Enter the email of the person to invite.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const linkDialog = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect(called('POST', '/admin/invites')[0]?.body).toEqual({
      user: 'new@example.com',
      role: 'member',
    });
    const link = within(linkDialog).getByLabelText('Link') as HTMLInputElement;
    expect(link.value).toBe('http://localhost:3000/app/invite?token=fresh-token');
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(linkDialog).findByText('Copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.value);
  });

  it('says so when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    setup();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Resend the invitation to open@example.com' },
        LOAD,
      ),
    );
    const linkDialog = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect((within(linkDialog).getByLabelText('Link') as HTMLInputElement).value).toContain(
      'token=resent-token',
    );
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(linkDialog).findByText(/Copying did not work/)).toBeTruthy();
  });

  it('shows invites with their status; an accepted one cannot be resent', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Invitations' }, LOAD);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Accepted')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it("edits a colleague's name and role, and shows the server's refusal to remove them", async () => {
    const { called } = setup();
    const grid = await screen.findByRole('grid', { name: 'Team members' }, LOAD);
    fireEvent.click(within(grid).getByRole('button', { name: 'Nina Colleague' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team member' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Nia' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/users/usr_02')).toHaveLength(1));
    expect(called('POST', '/admin/users/usr_02')[0]?.body).toMatchObject({
      first_name: 'Nia',
      role: 'member',
    });

    fireEvent.click(within(grid).getByRole('button', { name: 'Nina Colleague' }));
    const again = await screen.findByRole('dialog', { name: 'Edit team member' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove from team' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Nina Colleague?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove from team' }));
    expect(await within(confirm).findByText('The last admin cannot be removed')).toBeTruthy();
  });

  it('does not offer removing yourself', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Team members' }, LOAD);
    fireEvent.click(within(grid).getByRole('button', { name: 'Store Admin (you)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team member' });
    expect(within(dialog).queryByRole('button', { name: 'Remove from team' })).toBeNull();
    expect(within(dialog).getByText(/This is you/)).toBeTruthy();
  });
});

describe('inviteLink', () => {
  const where = { origin: 'https://shop.example', basepath: '/app' };
  it("uses the store's template when it has the placeholder", () => {
    expect(
      inviteLink('a b', { ...where, template: 'https://team.example/join/{invite_token}' }),
    ).toBe('https://team.example/join/a%20b');
  });
  it("falls back to this admin's invite page", () => {
    expect(inviteLink('abc', { ...where, template: '' })).toBe(
      'https://shop.example/app/invite?token=abc',
    );
  });
});
