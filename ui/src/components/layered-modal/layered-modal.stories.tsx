import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  ModalBody,
  ModalClose,
  ModalFooter,
  ModalProvider,
  ModalTrigger,
} from '../modal/modal.tsx';
import { LayeredModal, type LayeredModalProps, useLayeredModal } from './layered-modal.tsx';

function VariantScreen() {
  const { reset } = useLayeredModal();
  return (
    <ModalBody>
      <p>Medium, Black</p>
      <Button variant="secondary" onClick={reset}>
        Start over
      </Button>
    </ModalBody>
  );
}

function ProductScreen() {
  const { push } = useLayeredModal();
  return (
    <ModalBody>
      <Button onClick={() => push({ title: 'Choose a variant', content: <VariantScreen /> })}>
        Choose a variant
      </Button>
    </ModalBody>
  );
}

function RootScreen() {
  const { push, screens } = useLayeredModal();
  return (
    <>
      <ModalBody>
        <p>Screens stacked over this one: {screens.length}</p>
        <Button onClick={() => push({ title: 'Add a product', content: <ProductScreen /> })}>
          Add a product
        </Button>
      </ModalBody>
      <ModalFooter>
        <ModalClose render={<Button variant="secondary" />}>Close</ModalClose>
      </ModalFooter>
    </>
  );
}

function EditOrder(args: LayeredModalProps) {
  return (
    <ModalProvider>
      <ModalTrigger render={<Button variant="secondary" />}>Edit order</ModalTrigger>
      <LayeredModal {...args}>
        <RootScreen />
      </LayeredModal>
    </ModalProvider>
  );
}

const meta = {
  title: 'Components/LayeredModal',
  component: LayeredModal,
  tags: ['autodocs'],
  args: { title: 'Edit order' },
  render: (args) => <EditOrder {...args} />,
} satisfies Meta<typeof LayeredModal>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function openModal({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Edit order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit order' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const title = () => screen.getByRole('heading');
const back = (name = 'Back') => screen.queryByRole('button', { name });

/** Push two screens, then the back button pops them one by one; it shows only when stacked. */
export const PushAndPop: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openModal({ canvas, userEvent });
    await expect(back()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    await expect(title()).toHaveTextContent('Add a product');
    await expect(dialog).toHaveAccessibleName('Add a product');
    // The pressed button is gone; focus lands on the new screen's title, inside the dialog.
    await waitFor(() => expect(title()).toHaveFocus());
    await expect(back()).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Choose a variant' }));
    await expect(title()).toHaveTextContent('Choose a variant');
    await expect(screen.getByText('Medium, Black')).toBeVisible();

    await userEvent.click(back() as HTMLElement);
    await expect(title()).toHaveTextContent('Add a product');
    await userEvent.click(back() as HTMLElement);
    await expect(title()).toHaveTextContent('Edit order');
    await expect(screen.getByText('Screens stacked over this one: 0')).toBeVisible();
    await expect(back()).not.toBeInTheDocument();
  },
};

/** reset() from any screen returns to the root screen at once. */
export const Reset: Story = {
  play: async ({ canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose a variant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await expect(title()).toHaveTextContent('Edit order');
    await expect(back()).not.toBeInTheDocument();
  },
};

/** Closing resets the stack (specification section 4): it reopens on the root screen. */
export const ClosingResets: Story = {
  play: async ({ canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    await expect(title()).toHaveTextContent('Add a product');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openModal({ canvas, userEvent });
    await expect(title()).toHaveTextContent('Edit order');
    await expect(back()).not.toBeInTheDocument();
  },
};

/** The back button's name is a prop, so the apps pass their translation. */
export const TranslatedBack: Story = {
  args: { backLabel: 'Zurück' },
  play: async ({ canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    await userEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    await userEvent.click(back('Zurück') as HTMLElement);
    await expect(title()).toHaveTextContent('Edit order');
  },
};
