import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  type DrawerProps,
  DrawerProvider,
  DrawerTitle,
  DrawerTrigger,
} from './drawer.tsx';

function Filters(args: DrawerProps) {
  return (
    <DrawerProvider>
      <DrawerTrigger render={<Button variant="secondary" />}>Filters</DrawerTrigger>
      <Drawer {...args}>
        <DrawerHeader>
          <DrawerTitle>Filters</DrawerTitle>
          <DrawerDescription>Narrow the order list.</DrawerDescription>
        </DrawerHeader>
        <DrawerBody>
          <label className="flex items-center gap-2">
            <input type="checkbox" />
            Only unpaid orders
          </label>
        </DrawerBody>
        <DrawerFooter>
          <DrawerClose render={<Button variant="secondary" />}>Close</DrawerClose>
          <Button>Apply</Button>
        </DrawerFooter>
      </Drawer>
    </DrawerProvider>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  render: (args) => <Filters {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function openDrawer({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

/** The sheet's box once the slide-in has finished (waitFor retries until it matches). */
function box(dialog: HTMLElement) {
  const { left, right, top, width, height } = dialog.getBoundingClientRect();
  return { left, right, top, width, height };
}

/** Full height at the inline end (right); Escape closes it and focus returns. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDrawer({ canvas, userEvent });
    await expect(dialog).toHaveAccessibleDescription('Narrow the order list.');
    const viewport = document.documentElement.clientWidth;
    await waitFor(() =>
      expect(box(dialog)).toEqual({
        left: viewport - 448,
        right: viewport,
        top: 0,
        width: 448,
        height: window.innerHeight,
      }),
    );
    await expect(screen.getByRole('checkbox', { name: 'Only unpaid orders' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
  },
};

/** Tab cycles inside; a click on the backdrop dismisses it. */
export const FocusAndBackdrop: Story = {
  play: async ({ canvas, userEvent }) => {
    await openDrawer({ canvas, userEvent });
    const checkbox = screen.getByRole('checkbox', { name: 'Only unpaid orders' });
    await waitFor(() => expect(checkbox).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();

    const backdrop = document.querySelector<HTMLElement>('[data-slot="drawer-backdrop"]');
    await waitFor(() => expect(backdrop).toBeVisible());
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** In a right-to-left page the inline end is the left edge. */
export const RightToLeft: Story = {
  // Not portalled, so the sheet inherits the story's dir the way an app's <html dir> works.
  args: { portal: false },
  render: (args) => (
    <div dir="rtl">
      <Filters {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDrawer({ canvas, userEvent });
    await waitFor(() => expect(box(dialog)).toMatchObject({ left: 0, right: 448 }));
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDrawer({ canvas, userEvent });
    await waitFor(() => expect(box(dialog).width).toBe(384));
  },
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDrawer({ canvas, userEvent });
    await waitFor(() => expect(box(dialog).width).toBe(672));
  },
};

/** `side="start"` (navigation): full height at the inline start, which is the left edge. */
export const Start: Story = {
  args: { side: 'start' },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDrawer({ canvas, userEvent });
    await waitFor(() =>
      expect(box(dialog)).toEqual({
        left: 0,
        right: 448,
        top: 0,
        width: 448,
        height: window.innerHeight,
      }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
  },
};

/** The start side mirrors too: in a right-to-left page it is the right edge. */
export const StartRightToLeft: Story = {
  args: { side: 'start', portal: false },
  render: (args) => (
    <div dir="rtl">
      <Filters {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDrawer({ canvas, userEvent });
    const viewport = document.documentElement.clientWidth;
    await waitFor(() =>
      expect(box(dialog)).toMatchObject({ left: viewport - 448, right: viewport }),
    );
  },
};
