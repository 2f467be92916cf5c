import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { formatFileSize } from './check-files.ts';
import { DropZone, type DropZoneProps } from './drop-zone.tsx';
import { DropZonePreview, DropZonePreviews, useObjectUrl } from './drop-zone-preview.tsx';

const MB = 1024 * 1024;
const onFiles = fn();

/** A 1×1 PNG, so previews show a real picture. */
const PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const png = (name: string) => new File([PIXEL], name, { type: 'image/png' });
const large = (name: string) =>
  new File([new Uint8Array(2 * MB + 1)], name, { type: 'image/jpeg' });
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const csv = (name: string) => new File(['product_handle\n'], name, { type: 'text/csv' });

function transfer(files: File[]): DataTransfer {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return data;
}

/**
 * A drag of `files` over `target`, as Chromium sends it. Not fireEvent: it copies a
 * DataTransfer's own fields onto a new one, and a real one keeps its files behind getters.
 */
function drag(target: Element, type: 'dragenter' | 'drop', files: File[]) {
  const init = { bubbles: true, cancelable: true, dataTransfer: transfer(files) };
  target.dispatchEvent(new DragEvent(type, init));
}

/** Files as if chosen in the browser's file chooser (which a test cannot drive). */
function choose(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="drop-zone-input"]');
  if (!input) throw new Error('no file input');
  input.files = transfer(files).files;
  fireEvent.change(input);
}

function ChosenFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  const src = useObjectUrl(file.type.startsWith('image/') ? file : undefined);
  return (
    <DropZonePreview
      name={file.name}
      {...(src ? { src } : {})}
      detail={formatFileSize(file.size)}
      onRemove={onRemove}
    />
  );
}

/** A zone and the files it took, each with a preview and Remove, as an app would use it. */
function Uploader(props: Omit<DropZoneProps, 'onFiles'>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <DropZone
        {...props}
        onFiles={(added) => {
          onFiles(added.map((file) => file.name));
          setFiles((current) => (props.multiple === false ? added : [...current, ...added]));
        }}
      />
      {files.length > 0 && (
        <DropZonePreviews label="Chosen files">
          {files.map((file) => (
            <ChosenFile
              key={`${file.name}-${file.lastModified}`}
              file={file}
              onRemove={() => setFiles((current) => current.filter((kept) => kept !== file))}
            />
          ))}
        </DropZonePreviews>
      )}
    </div>
  );
}

const meta = {
  title: 'Components/DropZone',
  component: Uploader,
  tags: ['autodocs'],
  args: {
    label: 'Product images',
    description: 'PNG or JPEG, up to 2 MB each',
    accept: ['image/png', 'image/jpeg'],
    maxSize: 2 * MB,
    multiple: true,
  },
  beforeEach: () => {
    onFiles.mockClear();
  },
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard first: the button is the one tab stop and opens the file chooser; its
 * description says the limits. Chosen files get previews with Remove, and a status line
 * tells a screen reader how many were added.
 */
export const Images: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const zone = canvas.getByRole('group', { name: 'Product images' });
    await expect(zone).toHaveAccessibleDescription('PNG or JPEG, up to 2 MB each');
    const button = canvas.getByRole('button', { name: 'Choose files' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Enter opens the chooser: the hidden input is clicked (stopped here, as no one answers).
    const input = canvasElement.querySelector('[data-slot="drop-zone-input"]') as HTMLElement;
    const opened = fn((event: Event) => event.preventDefault());
    input.addEventListener('click', opened);
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);

    choose(canvasElement, [png('shirt.png'), png('back.png')]);
    const previews = await canvas.findByRole('list', { name: 'Chosen files' });
    await expect(within(previews).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(within(previews).getByRole('img', { name: 'shirt.png' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('2 files added.');
    await expect(onFiles).toHaveBeenCalledWith(['shirt.png', 'back.png']);

    await userEvent.click(within(previews).getByRole('button', { name: 'Remove shirt.png' }));
    await expect(within(previews).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(previews).queryByRole('img', { name: 'shirt.png' })).toBeNull();
  },
};

/** Dropped files: the zone lights up while they are over it; the wrong ones are refused. */
export const DropWithRefusals: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('group', { name: 'Product images' });
    const files = [png('front.png'), pdf('manual.pdf'), large('poster.jpg')];
    drag(zone, 'dragenter', files);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    drag(zone, 'drop', files);
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));

    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['manual.pdf is not a file of an accepted type.', 'poster.jpg is larger than 2 MB.']);
    await expect(onFiles).toHaveBeenCalledWith(['front.png']);
    const previews = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(previews).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 file added.');
  },
};

/** One CSV at a time: a file without a picture shows an icon; a second one is refused. */
export const SingleCsv: Story = {
  args: {
    label: 'Product file',
    description: 'A CSV file, up to 2 MB',
    accept: ['.csv', 'text/csv'],
    multiple: false,
    chooseLabel: 'Choose a file',
  },
  play: async ({ canvas, canvasElement }) => {
    choose(canvasElement, [csv('products.csv'), csv('more.csv')]);
    const previews = await canvas.findByRole('list', { name: 'Chosen files' });
    await expect(within(previews).getByText('products.csv')).toBeVisible();
    await expect(within(previews).queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'more.csv was left out: one file at a time.',
    );
    // A CSV named so but sent without a type (as some systems do) is still a CSV.
    choose(canvasElement, [new File(['x'], 'export.CSV')]);
    await waitFor(() => expect(within(previews).getByText('export.CSV')).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While disabled, neither the button nor a drop adds anything. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    const zone = canvas.getByRole('group', { name: 'Product images' });
    drag(zone, 'drop', [png('late.png')]);
    await expect(onFiles).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  },
};
