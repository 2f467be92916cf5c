import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveThemePreference } from './theme.ts';
import { useTheme } from './use-theme.ts';

function ThemeReader({ name }: { name: string }) {
  const [theme, setTheme] = useTheme();
  return (
    <button type="button" onClick={() => setTheme('dark')}>
      {name}: {theme}
    </button>
  );
}

afterEach(() => {
  act(() => saveThemePreference('system'));
  localStorage.clear();
});

describe('useTheme', () => {
  it('shows a choice made in one place in every other place at once', () => {
    render(
      <>
        <ThemeReader name="menu" />
        <ThemeReader name="profile" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'profile: system' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'menu: system' }).click());
    expect(screen.getByRole('button', { name: 'profile: dark' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'menu: dark' })).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
