import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardContent, CardHeader, CardTitle } from '../card/card.tsx';
import { HeadingLevel } from './heading-level.tsx';

const meta = {
  title: 'Components/HeadingLevel',
  component: HeadingLevel,
  tags: ['autodocs'],
  args: { children: null },
} satisfies Meta<typeof HeadingLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card dropped under a page heading takes the next level down. */
export const UnderAPageHeading: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Products</h1>
      <HeadingLevel>
        <Card>
          <CardHeader>
            <CardTitle>Import products</CardTitle>
          </CardHeader>
          <CardContent>Upload a CSV file to add many products at once.</CardContent>
        </Card>
      </HeadingLevel>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    // Without the HeadingLevel the card's title would be a second h1.
    await expect(canvas.getByRole('heading', { name: 'Import products', level: 2 })).toBeVisible();
  },
};
