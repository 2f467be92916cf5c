import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

const onEdit = fn();
const onDuplicate = fn();
const onArchive = fn();
const onDelete = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  // In its own docs iframe, so the stories that start open do not overlap one another.
  parameters: { docs: { story: { inline: false, iframeHeight: 280 } } },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onClick={onEdit}>Edit</DropdownMenuItem>
        <DropdownMenuItem onClick={onDuplicate}>Duplicate</DropdownMenuItem>
        <DropdownMenuItem disabled onClick={onArchive}>
          Archive
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onClick={onDelete}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  beforeEach: () => {
    for (const handler of [onEdit, onDuplicate, onArchive, onDelete]) handler.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click opens it; choosing an item runs it, closes the menu and refocuses the button. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    await expect(screen.getByRole('separator')).toBeInTheDocument();
    const archive = screen.getByRole('menuitem', { name: 'Archive' });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    // A pointer cannot reach it (pointer-events: none); even a scripted click does nothing.
    await expect(getComputedStyle(archive).pointerEvents).toBe('none');
    archive.click();
    await expect(onArchive).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await expect(onDuplicate).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Keyboard: ArrowDown opens on the first item, arrows wrap, Enter runs the active item. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const edit = await screen.findByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled item and the separator are skipped.
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    for (const handler of [onEdit, onDuplicate, onDelete]) await expect(handler).not.toBeCalled();
  },
};

/** The destructive item is drawn in the danger colour, unlike the others. */
export const DestructiveItem: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const remove = await screen.findByRole('menuitem', { name: 'Delete' });
    const edit = screen.getByRole('menuitem', { name: 'Edit' });
    await expect(remove).toHaveAttribute('data-variant', 'destructive');
    await expect(getComputedStyle(remove).color).not.toBe(getComputedStyle(edit).color);
    const probe = document.createElement('span');
    probe.className = 'text-danger';
    document.body.append(probe);
    await expect(getComputedStyle(remove).color).toBe(getComputedStyle(probe).color);
    probe.remove();
    await userEvent.click(remove);
    await expect(onDelete).toHaveBeenCalledOnce();
  },
};

export const WithGroups: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger variant="ghost">Order #1001</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuGroup>
          <DropdownMenuLabel>Fulfilment</DropdownMenuLabel>
          <DropdownMenuItem>Create fulfilment</DropdownMenuItem>
          <DropdownMenuItem>Mark shipped</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuLabel>Payment</DropdownMenuLabel>
          <DropdownMenuItem>Capture payment</DropdownMenuItem>
          <DropdownMenuItem variant="destructive">Refund</DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const payment = await screen.findByRole('group', { name: 'Payment' });
    await expect(payment).toContainElement(screen.getByRole('menuitem', { name: 'Refund' }));
    await expect(screen.getByRole('group', { name: 'Fulfilment' })).toBeVisible();
  },
};

const THEMES = ['light', 'dark', 'system'] as const;
type Theme = (typeof THEMES)[number];
const themeNames: Record<Theme, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'Same as the system',
};

/** A user menu whose theme choice is a group of radio items, controlled by the page. */
function ThemeMenu({ hideOnClick }: { hideOnClick?: boolean }) {
  const [theme, setTheme] = useState<Theme>('light');
  return (
    <div className="flex flex-col items-start gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger>Account</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onClick={onEdit}>Edit profile</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuLabel>Theme</DropdownMenuLabel>
            {THEMES.map((value) => (
              <DropdownMenuRadioItem
                key={value}
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                hideOnClick={hideOnClick}
              >
                {themeNames[value]}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <p data-testid="theme">Theme: {theme}</p>
    </div>
  );
}

const checkedStates = () =>
  screen.getAllByRole('menuitemradio').map((item) => item.getAttribute('aria-checked'));

/** Radio items: one is checked; a click or Enter/Space moves the check, the menu stays open. */
export const RadioItems: Story = {
  render: () => <ThemeMenu />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const group = await screen.findByRole('group', { name: 'Theme' });
    await expect(within(group).getAllByRole('menuitemradio')).toHaveLength(3);
    await expect(checkedStates()).toEqual(['true', 'false', 'false']);

    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await expect(checkedStates()).toEqual(['false', 'true', 'false']);
    await expect(canvas.getByTestId('theme')).toHaveTextContent('Theme: dark');
    await expect(screen.getByRole('menu')).toBeVisible();

    // Keyboard: arrows move over the radio items like any item; Space and Enter choose.
    await userEvent.keyboard('{ArrowDown}');
    const system = screen.getByRole('menuitemradio', { name: 'Same as the system' });
    await expect(system).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(system).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(checkedStates()).toEqual(['true', 'false', 'false']);
    await expect(canvas.getByTestId('theme')).toHaveTextContent('Theme: light');
    await expect(onEdit).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** With hideOnClick the menu closes once a choice is made, and the choice is kept. */
export const RadioItemsHideOnClick: Story = {
  render: () => <ThemeMenu hideOnClick />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
