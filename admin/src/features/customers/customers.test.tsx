import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dates, LOAD, setup } from '../../test/customer-fixtures.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';

stubGridLayout();

describe('customers', { timeout: 20_000 }, () => {
  it('lists customers with their account and filters by group in the URL', async () => {
    const { router, requests } = setup('/app/a/customers');
    const grid = await screen.findByRole('grid', { name: 'Customers' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(grid).getByText('Guest')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Wholesale' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ groups: ['cgrp_1'] }));
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === '/admin/customers')
          .at(-1)
          ?.search.getAll('groups[]'),
      ).toEqual(['cgrp_1']),
    );
  });

  it('adds the selected customers to a group in one request', async () => {
    const { called } = setup('/app/a/customers');
    const grid = await screen.findByRole('grid', { name: 'Customers' }, LOAD);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Grace Hopper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to group' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Wholesale' }));
    expect(await screen.findByText('2 customers added to Wholesale.', {}, LOAD)).toBeTruthy();
    expect(
      called('POST', '/admin/customer-groups/cgrp_1/customers/batch').map((r) => r.body),
    ).toEqual([{ customer_ids: [{ id: 'cus_1' }, { id: 'cus_2' }] }]);
  });

  it('shows a customer with addresses, says orders are not available yet, and keeps notes', async () => {
    const { called } = setup('/app/a/customers/cus_1');
    expect(
      await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 }, LOAD),
    ).toBeTruthy();
    expect(screen.getByText('12 Analytical Row')).toBeTruthy();
    const orders = screen.getByRole('region', { name: 'Recent orders' });
    expect((await within(orders).findByRole('alert', {}, LOAD)).textContent).toContain(
      'This server does not offer this list yet.',
    );

    const notes = screen.getByRole('region', { name: 'Notes' });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(within(notes).getByRole('alert').textContent).toBe('Write the note first.');
    fireEvent.change(within(notes).getByLabelText('Add a note for the team'), {
      target: { value: 'Prefers email.' },
    });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(called('POST', '/admin/notes').map((r) => r.body)).toEqual([
        { resource_id: 'cus_1', resource_type: 'customer', value: 'Prefers email.' },
      ]),
    );
  });

  it('edits a customer and changes their groups', async () => {
    const { called } = setup('/app/a/customers/cus_1');
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 }, LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Change groups' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Wholesale' }));
    await waitFor(() =>
      expect(called('POST', '/admin/customers/cus_1').map((r) => r.body)).toEqual([
        { groups: [{ id: 'cgrp_1' }] },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'not an email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a valid email, like name@example.com.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'ada@lovelace.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/customers/cus_1')).toHaveLength(2));
    expect(called('POST', '/admin/customers/cus_1')[1]?.body).toMatchObject({
      email: 'ada@lovelace.example',
      first_name: 'Ada',
    });
  });

  it('creates a customer with a password and opens them', async () => {
    const { called } = setup('/app/a/customers');
    fireEvent.click(await screen.findByRole('button', { name: 'New customer' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Mary' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Jackson' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'mary@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByText('The password is too short.')).toBeTruthy();
    expect(called('POST', '/admin/customers')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Password/), {
      target: { value: 'long enough 1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    await screen.findByRole('heading', { name: 'Mary Jackson', level: 1 }, LOAD);
    expect(called('POST', '/admin/customers').map((r) => r.body)).toEqual([
      {
        first_name: 'Mary',
        last_name: 'Jackson',
        email: 'mary@example.com',
        password: 'long enough 1',
      },
    ]);
  });

  it('edits a note from what the server has now', async () => {
    const note = {
      id: 'note_9',
      resource_type: 'customer',
      resource_id: 'cus_1',
      value: 'Call before noon.',
      author_id: 'usr_01',
      author: null,
      ...dates,
    };
    const { called } = setup('/app/a/customers/cus_1', {
      'GET /admin/notes': { notes: [note], count: 1, offset: 0, limit: 100 },
      // A colleague changed the note since the list loaded.
      'GET /admin/notes/note_9': { note: { ...note, value: 'Call after noon.' } },
      'POST /admin/notes/note_9': (_request, body) => ({ note: { ...note, ...(body as object) } }),
    });
    const notes = await screen.findByRole('region', { name: 'Notes' }, LOAD);
    // The page's name is its only h1; the notes are a section under it.
    expect(within(notes).getByRole('heading', { name: 'Notes' }).tagName).toBe('H2');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Ada Lovelace',
    ]);
    fireEvent.click(await within(notes).findByRole('button', { name: /^Edit the note of/ }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    const text = await within(dialog).findByLabelText('Note', {}, LOAD);
    expect((text as HTMLTextAreaElement).value).toBe('Call after noon.');
    fireEvent.change(text, { target: { value: 'Call after 2 pm.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/notes/note_9').map((r) => r.body)).toEqual([
      { value: 'Call after 2 pm.' },
    ]);
  });
});
