import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultSelectedId: 'details' },
  render: (args) => <ProductTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function ProductTabs({
  disableInventory = false,
  ...props
}: TabsProps & { disableInventory?: boolean }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Product">
        <Tab id="details">Details</Tab>
        <Tab id="variants">Variants</Tab>
        <Tab id="inventory" disabled={disableInventory}>
          Inventory
        </Tab>
        <Tab id="history">History</Tab>
      </TabList>
      <TabPanel tabId="details">Title, description and images.</TabPanel>
      <TabPanel tabId="variants">Sizes and colours with their prices.</TabPanel>
      <TabPanel tabId="inventory">Stock per location.</TabPanel>
      <TabPanel tabId="history">Changes over time.</TabPanel>
    </Tabs>
  );
}

/** Arrow keys move and select; Home and End jump; focus wraps at both ends. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const details = canvas.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toBeVisible();

    await userEvent.tab();
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const variants = canvas.getByRole('tab', { name: 'Variants' });
    await expect(variants).toHaveFocus();
    await expect(variants).toHaveAttribute('aria-selected', 'true');
    await expect(details).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Variants' })).toHaveTextContent(
      'Sizes and colours with their prices.',
    );
    // The previous panel leaves on the next render, not synchronously with the key press.
    await waitFor(() => expect(canvas.queryByRole('tabpanel', { name: 'Details' })).toBeNull());

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(details).toHaveAttribute('aria-selected', 'true');
  },
};

export const Click: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Inventory' }));
    await expect(canvas.getByRole('tab', { name: 'Inventory' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Inventory' })).toBeVisible();
  },
};

export const DisabledTab: Story = {
  args: { disableInventory: true } as TabsProps,
  play: async ({ canvas, userEvent }) => {
    const inventory = canvas.getByRole('tab', { name: 'Inventory' });
    await expect(inventory).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Variants' }));
    await userEvent.keyboard('{ArrowRight}');
    // Focus reaches the disabled tab, so its name is still read, but it is never selected.
    await expect(inventory).toHaveFocus();
    await expect(inventory).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Variants' })).toBeVisible();
    await userEvent.click(inventory);
    await expect(inventory).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** With selectOnMove off, arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { selectOnMove: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const variants = canvas.getByRole('tab', { name: 'Variants' });
    await expect(variants).toHaveFocus();
    await expect(variants).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(variants).toHaveAttribute('aria-selected', 'true');
  },
};

const setSelectedId = fn();

export const Controlled: Story = {
  args: { defaultSelectedId: undefined, selectedId: 'history', setSelectedId },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await expect(setSelectedId).toHaveBeenCalledWith('details');
  },
};

/** In a right-to-left page the arrow keys follow the reading direction. */
export const RightToLeft: Story = {
  args: { rtl: true },
  render: (args) => (
    <div dir="rtl">
      <ProductTabs {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Variants' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
