import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  readThemePreference,
  saveThemePreference,
  THEME_STORAGE_KEY,
} from './theme.ts';

function mockSystemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: dark, addEventListener() {}, removeEventListener() {} })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('follows the system until a choice is saved, and ignores unknown stored values', () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('system');
    saveThemePreference('dark');
    expect(readThemePreference()).toBe('dark');
  });

  it('applies dark as the dark class and data-theme on <html>', () => {
    expect(applyTheme('dark')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('resolves system from the colour-scheme media query, light without one', () => {
    expect(applyTheme('system')).toBe('light');
    mockSystemDark(true);
    expect(applyTheme('system')).toBe('dark');
  });
});
