import { useNavigate } from '@tanstack/react-router';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { type Shortcut, useKeyboardShortcuts } from '../../lib/shortcuts/shortcuts.ts';
import { GO_KEY, sectionsFor } from './sections.ts';

/** `g` + a section's key goes there; `/` opens the palette; `?` lists the shortcuts. */
export function useNavigationShortcuts(actions: { openPalette: () => void; openHelp: () => void }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const shortcuts: Shortcut[] = [
    ...sectionsFor(can).map(({ to, key }) => ({
      keys: [GO_KEY, key],
      run: () => void navigate({ to }),
    })),
    { keys: ['/'], run: actions.openPalette },
    { keys: ['?'], run: actions.openHelp },
  ];
  useKeyboardShortcuts(shortcuts);
}
