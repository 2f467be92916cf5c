import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Label } from '../label/label.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';

const meta = {
  title: 'Components/ToggleSwitch',
  component: ToggleSwitch,
  tags: ['autodocs'],
  args: { 'aria-label': 'Anonymize my usage data', onCheckedChange: fn() },
} satisfies Meta<typeof ToggleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked by default; a click turns it on. Exactly 32 by 18 px (specification §9). */
export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anonymize my usage data' });
    const { width, height } = toggle.getBoundingClientRect();
    await expect({ width, height }).toEqual({ width: 32, height: 18 });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anonymize my usage data' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab reaches it and Space flips it, both ways. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anonymize my usage data' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

/** Disabled: dimmed, out of the tab order, and neither clicks nor keys flip it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anonymize my usage data' });
    await expect(toggle).toBeDisabled();
    await expect(Number(getComputedStyle(toggle).opacity)).toBeLessThan(1);
    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anonymize my usage data' });
    await expect(toggle).toBeChecked();
    await expect(Number(getComputedStyle(toggle).opacity)).toBeLessThan(1);
  },
};

/** A visible label names the switch, and clicking the label flips it. */
export const Labelled: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div className="flex items-center gap-2">
      <ToggleSwitch {...args} id="opt-out" />
      <Label htmlFor="opt-out">Opt out of sharing my usage data</Label>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Opt out of sharing my usage data' });
    await userEvent.click(canvas.getByText('Opt out of sharing my usage data'));
    await expect(toggle).toBeChecked();
  },
};

/** Controlled: the parent owns the state, and can change it from outside. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [checked, setChecked] = useState(false);
    return (
      <div className="flex items-center gap-3">
        <ToggleSwitch {...args} checked={checked} onCheckedChange={setChecked} />
        <button type="button" onClick={() => setChecked(true)}>
          Turn on
        </button>
        <output>{checked ? 'On' : 'Off'}</output>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Anonymize my usage data' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('On');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('status')).toHaveTextContent('Off');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(toggle).toBeChecked();
  },
};

/** The thumb moves toward the end of the line, which is the left in right-to-left text. */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <ToggleSwitch {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch');
    const thumb = toggle.nextElementSibling as HTMLElement;
    // Without the slide, where the thumb ends can be measured at once.
    thumb.style.transition = 'none';
    const before = thumb.getBoundingClientRect().x;
    await userEvent.click(toggle);
    await expect(thumb.getBoundingClientRect().x).toBe(before - 14);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex gap-3">
      <ToggleSwitch {...args} aria-label="Off" />
      <ToggleSwitch {...args} aria-label="On" defaultChecked />
      <ToggleSwitch {...args} aria-label="Disabled" disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
  },
};
