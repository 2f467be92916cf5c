export {
  type Command,
  CommandPalette,
  type CommandPaletteProps,
} from './command-palette.tsx';
export {
  type CommandPaletteShortcutOptions,
  useCommandPaletteShortcut,
} from './use-command-palette-shortcut.ts';
