import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { type Command, CommandPalette, type CommandPaletteProps } from './command-palette.tsx';
import { useCommandPaletteShortcut } from './use-command-palette-shortcut.ts';

const run = fn();

const commands: Command[] = [
  {
    id: 'orders',
    label: 'Go to orders',
    section: 'Navigation',
    hint: 'G O',
    onSelect: () => run('orders'),
  },
  {
    id: 'products',
    label: 'Go to products',
    section: 'Navigation',
    onSelect: () => run('products'),
  },
  {
    id: 'customers',
    label: 'Go to customers',
    section: 'Navigation',
    keywords: ['shoppers'],
    onSelect: () => run('customers'),
  },
  {
    id: 'new-product',
    label: 'Create product',
    section: 'Actions',
    onSelect: () => run('new-product'),
  },
  {
    id: 'new-customer',
    label: 'Create customer',
    section: 'Actions',
    onSelect: () => run('new-customer'),
  },
  {
    id: 'export',
    label: 'Export orders',
    section: 'Actions',
    disabled: true,
    onSelect: () => run('export'),
  },
];

/** A page with a button that opens the palette, as an app would control it. */
function Page(props: Partial<CommandPaletteProps>) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open command palette
      </Button>
      <CommandPalette commands={commands} {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: 'Components/CommandPalette',
  component: CommandPalette,
  tags: ['autodocs'],
  args: { commands },
  // Each story in its own docs iframe: inline, every palette would answer the same ⌘K and
  // the open ones would cover the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } } },
  beforeEach: () => {
    run.mockClear();
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name = 'Command palette') => screen.findByRole('dialog', { name });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** Ctrl+K (and ⌘K) toggles it; it opens with focus in the search and the first option active. */
export const Shortcut: Story = {
  play: async ({ userEvent }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await dialogNamed();
    const search = within(dialog).getByRole('combobox', { name: 'Search commands' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(search).toHaveAttribute('placeholder', 'Type a command or search…');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Go to orders' })).toHaveAttribute(
        'data-active-item',
      ),
    );
    await userEvent.keyboard('{Control>}k{/Control}');
    await closed();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect(await dialogNamed()).toBeVisible();
    // Other modifiers mean another shortcut.
    await userEvent.keyboard('{Escape}');
    await closed();
    await userEvent.keyboard('{Control>}{Shift>}k{/Shift}{/Control}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Commands are grouped under their section headings. */
export const Grouped: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await dialogNamed();
    const navigation = within(dialog).getByRole('group', { name: 'Navigation' });
    await expect(within(navigation).getAllByRole('option')).toHaveLength(3);
    const actions = within(dialog).getByRole('group', { name: 'Actions' });
    await expect(
      within(actions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Create product', 'Create customer', 'Export orders']);
    await expect(within(actions).getByRole('option', { name: 'Export orders' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Typing filters (label, section and keywords); Enter runs the active command and closes. */
export const FilterAndRun: Story = {
  render: (args) => <Page {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open command palette' });
    await userEvent.click(opener);
    const dialog = await dialogNamed();
    await userEvent.keyboard('cust');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Go to customers', 'Create customer']),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('option', { name: 'Create customer' })).toHaveAttribute(
      'data-active-item',
    );
    await userEvent.keyboard('{Enter}');
    await expect(run).toHaveBeenCalledOnce();
    await expect(run).toHaveBeenCalledWith('new-customer');
    await closed();
    await expect(opener).toHaveFocus();

    // Reopened, the search starts empty again; a keyword finds its command.
    await userEvent.click(opener);
    const again = await dialogNamed();
    await expect(within(again).getByRole('combobox')).toHaveValue('');
    await userEvent.keyboard('shoppers{Enter}');
    await expect(run).toHaveBeenLastCalledWith('customers');
  },
};

export const Click: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await dialogNamed();
    await userEvent.click(within(dialog).getByRole('option', { name: 'Go to products' }));
    await expect(run).toHaveBeenCalledOnce();
    await expect(run).toHaveBeenCalledWith('products');
    await closed();
  },
};

/** Escape closes without running anything and gives focus back to the opener. */
export const EscapeCloses: Story = {
  render: (args) => <Page {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open command palette' });
    await userEvent.click(opener);
    await dialogNamed();
    await userEvent.keyboard('ord');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(opener).toHaveFocus();
    await expect(run).not.toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await dialogNamed();
    await userEvent.keyboard('refund');
    await expect(await within(dialog).findByText('No results found.')).toBeVisible();
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await expect(run).not.toHaveBeenCalled();
  },
};

/** Every text is a prop, so apps pass translations. */
export const CustomTexts: Story = {
  args: {
    defaultOpen: true,
    label: 'Befehlspalette',
    searchLabel: 'Befehle suchen',
    placeholder: 'Befehl eingeben…',
    emptyText: 'Keine Treffer.',
  },
  play: async ({ userEvent }) => {
    const dialog = await dialogNamed('Befehlspalette');
    const search = within(dialog).getByRole('combobox', { name: 'Befehle suchen' });
    await expect(search).toHaveAttribute('placeholder', 'Befehl eingeben…');
    await userEvent.type(search, 'xyz');
    await expect(await within(dialog).findByText('Keine Treffer.')).toBeVisible();
  },
};

/** With shortcutKey null the app owns the shortcut (e.g. through useCommandPaletteShortcut). */
export const WithoutShortcut: Story = {
  args: { shortcutKey: null },
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** An app that owns the state can bind the shortcut itself with the exported hook. */
function PageWithHook() {
  const [open, setOpen] = useState(false);
  useCommandPaletteShortcut(() => setOpen((wasOpen) => !wasOpen), { key: 'p' });
  return (
    <CommandPalette commands={commands} shortcutKey={null} open={open} onOpenChange={setOpen} />
  );
}

export const ShortcutHook: Story = {
  render: () => <PageWithHook />,
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.keyboard('{Control>}p{/Control}');
    await expect(await dialogNamed()).toBeVisible();
    await userEvent.keyboard('{Control>}p{/Control}');
    await closed();
  },
};

/** Stands in for a server search: a product per typed word, found by that word. */
function productsFound(search: string): Command[] {
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.join('').length < 2) return [];
  return [
    {
      id: 'product-linen-shirt',
      label: 'Linen Shirt',
      section: 'Products',
      // The typed words travel along, so the palette's own filter keeps the result.
      keywords: words,
      onSelect: () => run('linen-shirt'),
    },
  ];
}

/** An app that searches elsewhere reads the typed text, and can also set it. */
function PageWithSearch() {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open command palette
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          setSearch('shirt');
          setOpen(true);
        }}
      >
        Search for shirts
      </Button>
      <p data-testid="search">Searching for: “{search}”</p>
      <CommandPalette
        commands={[...commands, ...productsFound(search)]}
        open={open}
        onOpenChange={setOpen}
        search={search}
        onSearchChange={setSearch}
      />
    </div>
  );
}

/** search/onSearchChange: the app sees each keystroke, adds its results, and may preset it. */
export const ControlledSearch: Story = {
  render: () => <PageWithSearch />,
  play: async ({ canvas, userEvent }) => {
    const echo = canvas.getByTestId('search');
    await userEvent.click(canvas.getByRole('button', { name: 'Open command palette' }));
    const dialog = await dialogNamed();
    await userEvent.keyboard('lin');
    await expect(echo).toHaveTextContent('Searching for: “lin”');
    const found = await within(dialog).findByRole('option', { name: 'Linen Shirt' });
    await expect(within(dialog).getByRole('group', { name: 'Products' })).toContainElement(found);
    await userEvent.keyboard('{Escape}');
    await closed();
    // Closing empties the search, for the app too.
    await expect(echo).toHaveTextContent('Searching for: “”');

    await userEvent.click(canvas.getByRole('button', { name: 'Search for shirts' }));
    const again = await dialogNamed();
    await expect(within(again).getByRole('combobox')).toHaveValue('shirt');
    await userEvent.keyboard('{Enter}');
    await expect(run).toHaveBeenCalledWith('linen-shirt');
    await closed();
    await expect(echo).toHaveTextContent('Searching for: “”');
  },
};
