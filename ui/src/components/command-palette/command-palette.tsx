import {
  Combobox,
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxList,
  ComboboxProvider,
  Dialog,
  useDialogStore,
} from '@ariakit/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useCommandPaletteShortcut } from './use-command-palette-shortcut.ts';

export type Command = {
  id: string;
  /** What the option reads; also what typing matches. */
  label: string;
  /** The heading the command is grouped under; commands without one come first, unheaded. */
  section?: string;
  /** More words that find the command ("invoice" for "Orders"). */
  keywords?: readonly string[];
  /** A shortcut hint shown at the end of the option, e.g. "G O". */
  hint?: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** Runs when the command is chosen; the palette closes first. */
  onSelect: () => void;
};

export type CommandPaletteProps = {
  commands: readonly Command[];
  /** Controlled open state; leave both out to let the palette (and ⌘K) manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** The letter that opens it with ⌘/Ctrl; `null` leaves the shortcut to the app. */
  shortcutKey?: string | null;
  /** The dialog's accessible name. */
  label?: string;
  /** The search field's accessible name. */
  searchLabel?: string;
  placeholder?: string;
  /** Shown when no command matches the search. */
  emptyText?: string;
  /**
   * The search text, controlled: pass it with `onSearchChange` to search elsewhere (on a
   * server) as the user types. Leave it out to let the palette keep it.
   */
  search?: string;
  /** Called with the new text on every keystroke, and with `''` when the palette closes. */
  onSearchChange?: (search: string) => void;
  className?: string;
};

type Group = { section: string | undefined; commands: Command[] };

/** Every word typed must appear in the label, keywords or section, in any order. */
export function filterCommands(commands: readonly Command[], search: string): Command[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((command) => {
    const haystack = [command.label, command.section ?? '', ...(command.keywords ?? [])]
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Groups by section, in the order sections first appear. */
function groupBySection(commands: readonly Command[]): Group[] {
  const groups = new Map<string | undefined, Command[]>();
  for (const command of commands) {
    const group = groups.get(command.section);
    if (group) group.push(command);
    else groups.set(command.section, [command]);
  }
  return Array.from(groups, ([section, list]) => ({ section, commands: list }));
}

/**
 * A searchable list of commands in a modal dialog. ⌘K (Ctrl+K) toggles it; typing filters
 * the commands (grouped by section), the first match is active, arrow keys move, Enter runs
 * the active command and closes; Escape or a click outside closes. Focus returns to where
 * it was. Pass `open`/`onOpenChange` to control it, `search`/`onSearchChange` to read or
 * set the typed text (to add results found elsewhere), and every text for translations.
 *
 * @example
 * <CommandPalette
 *   commands={[
 *     { id: 'orders', label: 'Go to orders', section: 'Navigation', onSelect: () => navigate('/orders') },
 *     { id: 'new-product', label: 'Create product', section: 'Actions', onSelect: openProductModal },
 *   ]}
 *   placeholder={t('command.placeholder')}
 *   emptyText={t('command.empty')}
 * />
 *
 * // Server results: they carry the typed words as keywords, so the palette's filter keeps them.
 * const [search, setSearch] = useState('');
 * <CommandPalette commands={[...commands, ...found(search)]} search={search} onSearchChange={setSearch} />
 */
export function CommandPalette({
  commands,
  open,
  onOpenChange,
  defaultOpen,
  shortcutKey = 'k',
  label = 'Command palette',
  searchLabel = 'Search commands',
  placeholder = 'Type a command or search…',
  emptyText = 'No results found.',
  search: searchProp,
  onSearchChange,
  className,
}: CommandPaletteProps) {
  const dialog = useDialogStore({ open, setOpen: onOpenChange, defaultOpen });
  const [ownSearch, setOwnSearch] = useState('');
  const search = searchProp ?? ownSearch;
  const setSearch = (next: string) => {
    setOwnSearch(next);
    onSearchChange?.(next);
  };

  // Each opening starts from an empty search, however the palette was closed (by itself or
  // through `open`). Ariakit's resetValueOnHide would go back to the text the combobox was
  // created with instead, which is not empty when the app set one.
  const isOpen = dialog.useState('open');
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closed) return;
    setOwnSearch('');
    onSearchChange?.('');
  }, [isOpen, onSearchChange]);

  useCommandPaletteShortcut(dialog.toggle, {
    key: shortcutKey ?? undefined,
    enabled: shortcutKey !== null,
  });

  const groups = groupBySection(filterCommands(commands, search));
  const run = (command: Command) => {
    dialog.hide();
    command.onSelect();
  };

  return (
    <Dialog
      store={dialog}
      aria-label={label}
      unmountOnHide
      backdrop={<div data-slot="command-palette-backdrop" className="fixed inset-0 bg-overlay" />}
      data-slot="command-palette"
      className={cn(
        // Spec §9: a modal's default max height is the window height minus 64px.
        'fixed inset-x-4 top-[12vh] z-50 mx-auto flex max-h-[calc(100dvh-64px)] w-auto max-w-xl',
        'flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground',
        'shadow-lg outline-none',
        className,
      )}
    >
      {/* The combobox follows the dialog (disclosure). */}
      <ComboboxProvider
        disclosure={dialog}
        focusLoop={false}
        compositeElementInFocusOrder={false}
        inputValue={search}
        setInputValue={setSearch}
      >
        <Combobox
          autoSelect="always"
          aria-label={searchLabel}
          placeholder={placeholder}
          data-slot="command-palette-input"
          className={cn(
            'h-12 w-full shrink-0 border-b border-border bg-transparent px-4 text-sm outline-none',
            'placeholder:text-muted-foreground',
          )}
        />
        {/* The list stays mounted, empty, so the combobox's aria-controls always resolves. */}
        <ComboboxList data-slot="command-palette-list" className="overflow-y-auto p-2 empty:hidden">
          {groups.map((group) => (
            <CommandGroup key={group.section ?? ''} group={group} onRun={run} />
          ))}
        </ComboboxList>
        {groups.length === 0 && (
          <p
            data-slot="command-palette-empty"
            className="px-4 py-8 text-center text-sm text-muted-foreground"
          >
            {emptyText}
          </p>
        )}
      </ComboboxProvider>
    </Dialog>
  );
}

function CommandGroup({ group, onRun }: { group: Group; onRun: (command: Command) => void }) {
  const items = group.commands.map((command) => (
    <ComboboxItem
      key={command.id}
      disabled={command.disabled}
      focusOnHover
      blurOnHoverEnd={false}
      setValueOnClick={false}
      hideOnClick={false}
      onClick={() => onRun(command)}
      data-slot="command-palette-item"
      className={cn(
        'flex min-h-9 cursor-default items-center gap-2 rounded-md px-2 text-sm text-foreground',
        'data-active-item:bg-muted aria-disabled:opacity-60',
        "[&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
      )}
    >
      {command.icon}
      <span className="min-w-0 flex-1 truncate">{command.label}</span>
      {command.hint && (
        // A visual cue only: it would otherwise become part of the option's name.
        <span aria-hidden="true" className="ms-auto text-xs text-muted-foreground">
          <kbd className="font-sans">{command.hint}</kbd>
        </span>
      )}
    </ComboboxItem>
  ));
  if (group.section === undefined) return items;
  return (
    <ComboboxGroup data-slot="command-palette-group" className="flex flex-col pb-2">
      <ComboboxGroupLabel className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
        {group.section}
      </ComboboxGroupLabel>
      {items}
    </ComboboxGroup>
  );
}
