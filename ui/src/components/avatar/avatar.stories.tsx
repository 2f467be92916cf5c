import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar.tsx';

// A silhouette drawn in the default fill, so the story needs no network and no colour value.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="15" r="8"/><path d="M4 40c2-10 9-14 16-14s14 4 16 14z"/></svg>',
)}`;
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

function expectSize(element: HTMLElement, px: number) {
  const { width, height } = element.getBoundingClientRect();
  return expect({ width, height }).toEqual({ width: px, height: px });
}

export const WithImage: Story = {
  args: { src: portrait },
  play: async ({ canvas, canvasElement }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'loaded'));
    const picture = canvasElement.querySelector('[data-slot="avatar-image"]');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('alt', '');
    // Once the picture shows, the initials are gone, so nothing is read twice.
    await expect(canvas.queryByText('AL')).toBeNull();
  },
};

export const FallbackInitials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText('AL')).toBeVisible();
  },
};

/** A picture that fails to load leaves the initials, and the avatar keeps its name. */
export const BrokenImage: Story = {
  args: { src: broken, name: 'Grace Brewster Hopper' },
  play: async ({ canvas, canvasElement }) => {
    const avatar = canvas.getByRole('img', { name: 'Grace Brewster Hopper' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-status', 'error'));
    await expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeNull();
    await expect(canvas.getByText('GH')).toBeVisible();
  },
};

export const CustomInitials: Story = {
  args: { name: 'Support team', initials: 'ST' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Support team' })).toHaveTextContent('ST');
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => expectSize(canvas.getByRole('img'), 24),
};

export const Medium: Story = {
  args: { size: 'medium' },
  play: async ({ canvas }) => expectSize(canvas.getByRole('img'), 32),
};

export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvas }) => expectSize(canvas.getByRole('img'), 40),
};

export const Square: Story = {
  args: { shape: 'square', size: 'large', name: 'Acme Store' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Acme Store' });
    await expect(avatar).toHaveTextContent('AS');
    await expect(getComputedStyle(avatar).borderRadius).toBe('8px'); // rounded-md, not a circle
  },
};
