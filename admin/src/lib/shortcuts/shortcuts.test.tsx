import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isTypingTarget,
  paletteModifierLabel,
  SEQUENCE_TIMEOUT_MS,
  type Shortcut,
  useKeyboardShortcuts,
} from './shortcuts.ts';

function Harness({ shortcuts }: { shortcuts: Shortcut[] }) {
  useKeyboardShortcuts(shortcuts);
  return (
    <div>
      <input aria-label="Name" />
      <input aria-label="Agree" type="checkbox" />
      <textarea aria-label="Note" />
      <div role="dialog" aria-label="Dialog">
        <button type="button">In dialog</button>
      </div>
    </div>
  );
}

function setup() {
  const orders = vi.fn();
  const products = vi.fn();
  const help = vi.fn();
  const view = render(
    <Harness
      shortcuts={[
        { keys: ['g', 'o'], run: orders },
        { keys: ['g', 'p'], run: products },
        { keys: ['?'], run: help },
      ]}
    />,
  );
  return { view, orders, products, help };
}

afterEach(() => vi.useRealTimers());

describe('useKeyboardShortcuts', () => {
  it('runs a two-key sequence and a single key', () => {
    const { orders, products, help } = setup();
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'o' });
    expect(orders).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.body, { key: 'G' });
    fireEvent.keyDown(document.body, { key: 'P' });
    expect(products).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(help).toHaveBeenCalledOnce();
  });

  it('starts over after a key that continues nothing, and after a pause', () => {
    vi.useFakeTimers();
    const { orders } = setup();
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'x' });
    fireEvent.keyDown(document.body, { key: 'o' });
    expect(orders).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'g' });
    vi.advanceTimersByTime(SEQUENCE_TIMEOUT_MS + 1);
    fireEvent.keyDown(document.body, { key: 'o' });
    expect(orders).not.toHaveBeenCalled();
    // A repeated first key restarts the sequence rather than breaking it.
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'o' });
    expect(orders).toHaveBeenCalledOnce();
  });

  it('stays quiet while typing, inside dialogs and with Ctrl, ⌘ or Alt held', () => {
    const { view, orders, help } = setup();
    for (const name of ['Name', 'Note']) {
      const field = view.getByLabelText(name);
      fireEvent.keyDown(field, { key: 'g' });
      fireEvent.keyDown(field, { key: 'o' });
      fireEvent.keyDown(field, { key: '?' });
    }
    const inDialog = view.getByRole('button', { name: 'In dialog' });
    fireEvent.keyDown(inDialog, { key: '?' });
    fireEvent.keyDown(document.body, { key: '?', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: '?', metaKey: true });
    fireEvent.keyDown(document.body, { key: '?', altKey: true });
    expect(orders).not.toHaveBeenCalled();
    expect(help).not.toHaveBeenCalled();
    // A checkbox takes no text: shortcuts work from it.
    fireEvent.keyDown(view.getByLabelText('Agree'), { key: '?' });
    expect(help).toHaveBeenCalledOnce();
  });
});

describe('isTypingTarget', () => {
  it('knows fields, editable content and widgets that use letters', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const combobox = document.createElement('div');
    combobox.setAttribute('role', 'combobox');
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(combobox)).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(editable)).toBe(true);
  });
});

describe('paletteModifierLabel', () => {
  it('writes ⌘ on Apple systems and Ctrl elsewhere', () => {
    expect(paletteModifierLabel({ platform: 'MacIntel', userAgent: '' })).toBe('⌘');
    expect(paletteModifierLabel({ platform: 'Linux x86_64', userAgent: '' })).toBe('Ctrl');
    expect(paletteModifierLabel({ platform: '', userAgent: 'Mozilla (iPhone)' })).toBe('⌘');
  });
});
