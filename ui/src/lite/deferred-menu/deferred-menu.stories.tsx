import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu/dropdown-menu.tsx';
import { DeferredMenu } from './deferred-menu.tsx';

const onOrders = fn();

/** The real menu, as an app's lazily loaded module would export it. */
function AccountMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger variant="ghost" size="small" autoFocus={defaultOpen}>
        Account
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onClick={onOrders}>Orders</DropdownMenuItem>
        <DropdownMenuItem>Addresses</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A menu whose code arrives when `release` is called, standing for a slow
 * `() => import('./account-menu.tsx')`.
 */
function slowlyLoadedMenu() {
  let release = () => {};
  const loaded = new Promise<{ default: typeof AccountMenu }>((resolve) => {
    release = () => resolve({ default: AccountMenu });
  });
  return { menu: lazy(() => loaded), release: () => release() };
}

const meta = {
  title: 'Lite/DeferredMenu',
  component: DeferredMenu,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
  args: { label: 'Account', menu: lazy(async () => ({ default: AccountMenu })), preload: fn() },
  beforeEach: () => {
    onOrders.mockClear();
  },
} satisfies Meta<typeof DeferredMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any click, a native stand-in with the menu button's name and popup role. */
export const StandIn: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Account' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Pointing at or focusing the stand-in starts loading the menu's code. */
export const Preloads: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Account' }));
    await expect(args.preload).toHaveBeenCalled();
  },
};

/** A click loads the real menu and opens it; its items work. */
export const OpensOnClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Orders' }));
    await expect(onOrders).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu).not.toBeVisible());
  },
};

// Made afresh before each run: a lazy component, once loaded, never suspends again.
let slowMenu = slowlyLoadedMenu();

/** While the code loads the stand-in stays, busy; then the real menu opens. */
export const WhileLoading: Story = {
  beforeEach: () => {
    slowMenu = slowlyLoadedMenu();
  },
  render: (args) => <DeferredMenu {...args} menu={slowMenu.menu} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    slowMenu.release();
    await screen.findByRole('menu', { name: 'Account' });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Account' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
  },
};

/** From the keyboard: Enter opens it, the real button takes focus, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Account' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
  },
};
