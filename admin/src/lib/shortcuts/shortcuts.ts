import { useEffect, useEffectEvent } from 'react';

/**
 * Single-key and two-key ("g o") keyboard shortcuts for the whole page. They stay quiet while
 * the user types in a field, works inside a dialog or a menu (whose letters jump to items),
 * or holds Ctrl, ⌘ or Alt (those chords belong to the browser and to ⌘K).
 */

export interface Shortcut {
  /** The keys in order, as `KeyboardEvent.key` reports them: `['g', 'o']`, `['?']`. */
  keys: readonly string[];
  run: () => void;
}

/** How long the second key of a sequence may wait for the first. */
export const SEQUENCE_TIMEOUT_MS = 1500;

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Whether keys pressed at `target` are typing (or steering a widget) rather than commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type)) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest(
      '[contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="searchbox"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
    ) !== null
  );
}

function keyOf(event: KeyboardEvent): string {
  // Letters compare without case, so Caps Lock does not turn shortcuts off.
  return event.key.length === 1 ? event.key.toLowerCase() : event.key;
}

/**
 * Listens on the document for `shortcuts`. A key that starts a sequence waits up to
 * SEQUENCE_TIMEOUT_MS for the next; a key that fits nothing starts over.
 */
export function useKeyboardShortcuts(shortcuts: readonly Shortcut[], enabled = true): void {
  // An effect event: a new list every render must not re-subscribe the listener.
  const onKey = useEffectEvent((event: KeyboardEvent, pending: string[]): string[] => {
    const typed = [...pending, keyOf(event)];
    const attempt = (keys: string[]): string[] | null => {
      const exact = shortcuts.find(
        (shortcut) =>
          shortcut.keys.length === keys.length && shortcut.keys.every((key, i) => key === keys[i]),
      );
      if (exact) {
        event.preventDefault();
        exact.run();
        return [];
      }
      const prefix = shortcuts.some(
        (shortcut) =>
          shortcut.keys.length > keys.length && keys.every((key, i) => shortcut.keys[i] === key),
      );
      return prefix ? keys : null;
    };
    // A key that does not continue the sequence may still start a new one.
    return attempt(typed) ?? (pending.length > 0 ? (attempt(typed.slice(-1)) ?? []) : []);
  });

  useEffect(() => {
    if (!enabled) return;
    let pending: string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // Shift alone is ignored: it is how `?` is typed.
      if (event.key === 'Shift' || isTypingTarget(event.target)) return;
      clearTimeout(timer);
      pending = onKey(event, pending);
      if (pending.length > 0) {
        timer = setTimeout(() => {
          pending = [];
        }, SEQUENCE_TIMEOUT_MS);
      }
    };
    document.addEventListener('keydown', listener);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', listener);
    };
  }, [enabled]);
}

/** How the command-palette modifier is written on this machine: ⌘ on Apple systems, else Ctrl. */
export function paletteModifierLabel(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator) {
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent) ? '⌘' : 'Ctrl';
}
