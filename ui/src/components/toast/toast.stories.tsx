import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { notify, TOAST_DURATION_MS, Toaster, type ToasterProps, type ToastType } from './toast.tsx';

const titles: Record<ToastType, string> = {
  success: 'Product saved',
  warning: 'Stock is low',
  error: 'Order could not be cancelled',
  info: 'Export started',
};

/** When a toast was last raised, taken in the click handler right before notify. */
let notifiedAt = 0;

function Demo({ type, ...props }: ToasterProps & { type: ToastType }) {
  return (
    <>
      <Toaster {...props} />
      <Button
        onClick={() => {
          notifiedAt = performance.now();
          notify[type](titles[type], { description: 'Medusa sweatshirt' });
        }}
      >
        Show {type}
      </Button>
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  tags: ['autodocs'],
  // sonner replays still-active toasts to a newly mounted Toaster; each story starts clean.
  beforeEach: () => {
    notify.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Raises a toast of `type` with the button and returns its element once it is shown. */
async function show(type: ToastType, { canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: `Show ${type}` }));
  const title = await screen.findByText(titles[type]);
  const toast = title.closest<HTMLElement>('[data-sonner-toast]');
  await expect(toast).not.toBeNull();
  return toast as HTMLElement;
}

function typeStory(type: ToastType): Story {
  return {
    render: (args) => <Demo {...args} type={type} />,
    play: async (context) => {
      const toast = await show(type, context);
      await expect(toast).toHaveAttribute('data-type', type);
      await expect(within(toast).getByText('Medusa sweatshirt')).toBeInTheDocument();
      // Each type has its icon, coloured by the type's token.
      await expect(toast.querySelector('[data-icon] svg')).not.toBeNull();
    },
  };
}

export const Success = typeStory('success');
export const Warning = typeStory('warning');
export const ErrorToast: Story = { ...typeStory('error'), name: 'Error' };
export const Info = typeStory('info');

/** Specification section 9: top right, 380 px wide (sonner keeps a 24 px gap to the edges). */
export const Placement: Story = {
  render: (args) => <Demo {...args} type="success" />,
  play: async (context) => {
    const toast = await show('success', context);
    const list = toast.closest<HTMLElement>('[data-sonner-toaster]');
    await expect(list).toHaveAttribute('data-y-position', 'top');
    await expect(list).toHaveAttribute('data-x-position', 'right');
    // Waits for the slide-in to end before reading the resting box.
    await waitFor(() => {
      const { top, right, width } = toast.getBoundingClientRect();
      expect({ top, right, width }).toEqual({
        top: 24,
        right: document.documentElement.clientWidth - 24,
        width: 380,
      });
    });
  },
};

/**
 * Specification section 9: a toast is dismissed 3000 ms after it is raised, not earlier. The
 * page records both moments itself, so a slow test machine cannot blur them.
 */
export const Duration: Story = {
  render: (args) => <Demo {...args} type="info" />,
  play: async ({ canvas, userEvent }) => {
    let dismissedAt = 0;
    const observer = new MutationObserver(() => {
      const toast = document.querySelector('[data-sonner-toast]');
      if (toast?.getAttribute('data-removed') === 'true' && !dismissedAt) {
        dismissedAt = performance.now();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = (await screen.findByText(titles.info)).closest('[data-sonner-toast]');
    // sonner marks it removed, plays its exit, then takes it out of the page.
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: TOAST_DURATION_MS * 2 });
    observer.disconnect();
    const lifetime = dismissedAt - notifiedAt;
    await expect(lifetime).toBeGreaterThanOrEqual(TOAST_DURATION_MS);
    await expect(lifetime).toBeLessThan(TOAST_DURATION_MS + 500);
  },
};

/** notify.dismiss closes a toast before its time, e.g. when the page it refers to closes. */
export const Dismiss: Story = {
  render: (args) => (
    <>
      <Demo {...args} type="warning" />
      <Button variant="secondary" onClick={() => notify.dismiss()}>
        Dismiss all
      </Button>
    </>
  ),
  play: async (context) => {
    const toast = await show('warning', context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 1000 });
  },
};

/** The notifications region's name is a prop, so the apps pass their translation. */
export const TranslatedLabel: Story = {
  args: { label: 'Benachrichtigungen' },
  render: (args) => <Demo {...args} type="success" />,
  play: async (context) => {
    await show('success', context);
    await expect(screen.getByRole('region', { name: /^Benachrichtigungen/ })).toBeInTheDocument();
  },
};
