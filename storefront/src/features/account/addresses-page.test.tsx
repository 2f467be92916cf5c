import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAccount } from '../../test/fake-account.ts';
import { renderApp } from '../../test/render-app.tsx';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const grace = { email: 'grace@example.com', password: 'hopper1906', first_name: 'Grace' };

describe('addresses page', () => {
  it('adds an address (checked first), changes it and deletes it', async () => {
    const user = userEvent.setup();
    const store = fakeAccount({ accounts: [grace], signedIn: grace.email });
    renderApp('/account/addresses', store.api);
    await screen.findByText('No saved addresses yet.');

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect((field('First name') as HTMLInputElement).value).toBe('Grace');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    // The first field left empty takes focus, described by its message.
    await waitFor(() => expect(document.activeElement).toBe(field('Last name')));
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the street and house number.')).toBeTruthy();
    expect(screen.getByText('Choose a country.')).toBeTruthy();

    await user.type(field('Last name'), 'Hopper');
    await user.type(field('Street and house number'), 'Unter den Linden 1');
    await user.type(field('Postal code'), '10117');
    await user.type(field('City'), 'Berlin');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText('The address is added.');
    const list = screen.getByRole('list', { name: 'Saved addresses' });
    expect(within(list).getByText('Unter den Linden 1')).toBeTruthy();
    expect(within(list).getByText('10117 Berlin')).toBeTruthy();
    expect(within(list).getByText('Germany')).toBeTruthy();
    expect(store.accounts.get(grace.email)?.shipping_addresses?.[0]?.country_code).toBe('de');

    await user.click(
      screen.getByRole('button', { name: 'Edit the address Unter den Linden 1, Berlin' }),
    );
    await user.clear(field('City'));
    await user.type(field('City'), 'Potsdam');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText('The address is saved.');
    expect(within(list).getByText('10117 Potsdam')).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Delete the address Unter den Linden 1, Potsdam' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The address is deleted.');
    expect(await screen.findByText('No saved addresses yet.')).toBeTruthy();
    expect(
      store.requests.filter((r) => r.startsWith('DELETE /store/customers/me/addresses/')),
    ).toHaveLength(1);
  });
});
