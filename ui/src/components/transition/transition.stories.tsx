import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { TRANSITION_UNMOUNT_DELAY_MS, Transition, type TransitionProps } from './transition.tsx';

/** When the user last pressed Hide, taken in the click handler, before the component reacts. */
let hidePressedAt = 0;

function Toggle(args: TransitionProps) {
  const [show, setShow] = useState(args.show);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="secondary"
        onClick={() => {
          if (show) hidePressedAt = performance.now();
          setShow(!show);
        }}
      >
        {show ? 'Hide details' : 'Show details'}
      </Button>
      <Transition {...args} show={show}>
        <p className="rounded-md border border-border p-4">Shipping to Berlin, Germany.</p>
      </Transition>
    </div>
  );
}

const meta = {
  title: 'Components/Transition',
  component: Transition,
  tags: ['autodocs'],
  args: { show: true },
  render: (args) => <Toggle {...args} />,
} satisfies Meta<typeof Transition>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const contentText = 'Shipping to Berlin, Germany.';

/** What a CSS transition that started on the wrapper was heading to, and for how long. */
type TransitionRun = { property: string; duration: unknown; to: unknown };

/**
 * Clicks Hide and records from the page itself when the content was removed, how it looked
 * once hidden, and which transitions ran, so a slow test machine cannot blur the timings.
 */
async function hideAndTime({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  const wrapper = canvas.getByText(contentText).closest<HTMLElement>('[data-slot="transition"]');
  if (!wrapper?.parentElement) throw new Error('no transition wrapper');
  let removedAt = 0;
  let hiddenStyle = { opacity: '', scale: '' };
  const runs: TransitionRun[] = [];
  const observer = new MutationObserver(() => {
    if (!hiddenStyle.opacity && wrapper.dataset.state === 'hidden') {
      const { opacity, scale } = getComputedStyle(wrapper);
      hiddenStyle = { opacity, scale };
    }
    if (!removedAt && !wrapper.isConnected) removedAt = performance.now();
  });
  observer.observe(wrapper.parentElement, { subtree: true, childList: true, attributes: true });
  wrapper.addEventListener('transitionrun', (event) => {
    const running = wrapper
      .getAnimations()
      .find((a) => (a as CSSTransition).transitionProperty === event.propertyName);
    const effect = running?.effect as KeyframeEffect | undefined;
    const keyframes = effect?.getKeyframes() ?? [];
    runs.push({
      property: event.propertyName,
      duration: effect?.getTiming().duration,
      to: keyframes.at(-1)?.[event.propertyName],
    });
  });
  await userEvent.click(canvas.getByRole('button', { name: 'Hide details' }));
  await waitFor(() => expect(wrapper).not.toBeInTheDocument());
  observer.disconnect();
  return { runs, hiddenStyle, delay: removedAt - hidePressedAt };
}

/** Shown: fully opaque at full size. */
export const Visible: Story = {
  play: async ({ canvas }) => {
    const content = canvas.getByText(contentText);
    await expect(content).toBeVisible();
    const wrapper = content.parentElement as HTMLElement;
    await expect(wrapper).toHaveAttribute('data-state', 'shown');
    await expect(getComputedStyle(wrapper).opacity).toBe('1');
  },
};

/** Hidden from the start: nothing is rendered. */
export const Hidden: Story = {
  args: { show: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(contentText)).not.toBeInTheDocument();
  },
};

/**
 * Specification section 9: hiding runs a 100 ms transition toward opacity 0 and scale 0.98,
 * and removes the content 100 ms after it turned hidden.
 */
export const HideUnmountsAfter100ms: Story = {
  play: async ({ canvas, userEvent }) => {
    const { runs, delay } = await hideAndTime({ canvas, userEvent });
    await expect(runs).toEqual(
      expect.arrayContaining([
        { property: 'opacity', duration: 100, to: '0' },
        { property: 'scale', duration: 100, to: '0.98' },
      ]),
    );
    await expect(delay).toBeGreaterThanOrEqual(TRANSITION_UNMOUNT_DELAY_MS);
    // Generous upper bound: the test machine is shared, but not half a second late.
    await expect(delay).toBeLessThan(TRANSITION_UNMOUNT_DELAY_MS + 400);
  },
};

/** Showing again mounts the content and fades it in to full opacity and size. */
export const ShowAgain: Story = {
  args: { show: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const wrapper = canvas.getByText(contentText).parentElement as HTMLElement;
    await waitFor(() => expect(wrapper).toHaveAttribute('data-state', 'shown'));
    await waitFor(() => {
      const style = getComputedStyle(wrapper);
      expect({ opacity: style.opacity, scale: style.scale }).toEqual({ opacity: '1', scale: '1' });
    });
  },
};

/** With `appear`, content shown from the start also fades in instead of popping in. */
export const Appear: Story = {
  args: { appear: true },
  play: async ({ canvas }) => {
    const wrapper = canvas.getByText(contentText).parentElement as HTMLElement;
    await waitFor(() => expect(wrapper).toHaveAttribute('data-state', 'shown'));
  },
};

/**
 * Under prefers-reduced-motion nothing moves: no transition and no scaling. The content
 * still leaves after 100 ms. The media query is stubbed for this story only.
 */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      if (query !== '(prefers-reduced-motion: reduce)') return original.call(window, query);
      const list = new EventTarget() as MediaQueryList;
      return Object.assign(list, { matches: true, media: query, onchange: null });
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, userEvent }) => {
    const wrapper = canvas.getByText(contentText).parentElement as HTMLElement;
    await expect(getComputedStyle(wrapper).transitionDuration).toBe('0s');
    const { runs, hiddenStyle, delay } = await hideAndTime({ canvas, userEvent });
    await expect(runs).toEqual([]);
    // Gone at once, without shrinking.
    await expect(hiddenStyle).toEqual({ opacity: '0', scale: '1' });
    await expect(delay).toBeGreaterThanOrEqual(TRANSITION_UNMOUNT_DELAY_MS);
  },
};
