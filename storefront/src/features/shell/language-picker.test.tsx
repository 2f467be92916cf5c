import { LANGUAGES } from '@commerce/client/i18n';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { renderApp } from '../../test/render-app.tsx';

async function languagePicker() {
  return screen.findByRole('combobox', { name: 'Language' });
}

function optionNames(picker: HTMLElement) {
  return within(picker)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('language picker', () => {
  it('shows the current language, and every language once it is focused', async () => {
    renderApp('/', fakeStore().api);
    const picker = await languagePicker();
    expect(optionNames(picker)).toEqual(['English']);
    fireEvent.focus(picker);
    expect(optionNames(picker)).toEqual(LANGUAGES.map((language) => language.name));
    // Each name in its own language, so screen readers pronounce it right.
    expect(within(picker).getByRole('option', { name: '日本語' }).getAttribute('lang')).toBe('ja');
  });

  it('lists every language as soon as the pointer reaches it, and switches the store', async () => {
    const { i18n } = renderApp('/', fakeStore().api);
    const user = userEvent.setup();
    const picker = await languagePicker();
    await user.hover(picker);
    expect(optionNames(picker)).toHaveLength(LANGUAGES.length);
    await user.selectOptions(picker, 'Deutsch');
    expect(i18n.language).toBe('de');
    expect((picker as HTMLSelectElement).value).toBe('de');
  });
});
