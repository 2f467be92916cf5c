import { useEffect, useEffectEvent } from 'react';

export type CommandPaletteShortcutOptions = {
  /** The letter pressed with ⌘ (macOS) or Ctrl (elsewhere). */
  key?: string;
  /** Turns the listener off, for instance while another dialog owns the keyboard. */
  enabled?: boolean;
};

/** ⌘K on macOS, Ctrl+K elsewhere; extra modifiers mean another shortcut, not this one. */
export function isCommandPaletteShortcut(event: KeyboardEvent, key = 'k'): boolean {
  return (
    (event.metaKey || event.ctrlKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.isComposing &&
    event.key.toLowerCase() === key.toLowerCase()
  );
}

/**
 * Calls `onShortcut` when the user presses ⌘K (or Ctrl+K) anywhere on the page. It
 * prevents the browser's own use of Ctrl+K (focusing its search bar). `CommandPalette`
 * uses it already; use it directly to open the palette from elsewhere.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * useCommandPaletteShortcut(() => setOpen((wasOpen) => !wasOpen));
 */
export function useCommandPaletteShortcut(
  onShortcut: () => void,
  { key = 'k', enabled = true }: CommandPaletteShortcutOptions = {},
): void {
  // An effect event, so a new callback each render does not re-subscribe the listener.
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || !isCommandPaletteShortcut(event, key)) return;
    event.preventDefault();
    onShortcut();
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
