import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { DropdownMenuCheckboxItem } from './dropdown-menu-checkbox-item.tsx';

const statuses = ['Draft', 'Proposed', 'Published', 'Rejected'];

function StatusFilter() {
  const [chosen, setChosen] = useState<string[]>(['Published']);
  const toggle = (value: string) =>
    setChosen((current) =>
      current.includes(value) ? current.filter((x) => x !== value) : [...current, value],
    );
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger>Status</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuGroup>
            <DropdownMenuLabel>Show products that are</DropdownMenuLabel>
            {statuses.map((status) => (
              <DropdownMenuCheckboxItem
                key={status}
                name="status"
                value={status}
                checked={chosen.includes(status)}
                onChange={() => toggle(status)}
              >
                {status}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <p>Chosen: {chosen.join(', ') || 'none'}</p>
    </>
  );
}

const meta = {
  title: 'Components/DropdownMenu/CheckboxItem',
  component: StatusFilter,
  tags: ['autodocs'],
} satisfies Meta<typeof StatusFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several items can be on; Space or a click turns one on or off and the menu stays open. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Status' }));
    const menu = await screen.findByRole('menu', { name: 'Status' });
    const published = screen.getByRole('menuitemcheckbox', { name: 'Published' });
    await expect(published).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Draft' }));
    await expect(screen.getByRole('menuitemcheckbox', { name: 'Draft' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu).toBeVisible();
    published.focus();
    await userEvent.keyboard(' ');
    await expect(published).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText('Chosen: Draft')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
