import type { VariantProps } from 'class-variance-authority';
import { type ComponentProps, type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { checkFiles, type FileLimits, type FileRejection, formatFileSize } from './check-files.ts';
import { dropZoneVariants } from './drop-zone-variants.ts';

export type DropZoneProps = Omit<ComponentProps<'div'>, 'children' | 'onDrop'> &
  Omit<VariantProps<typeof dropZoneVariants>, 'dragging' | 'disabled'> &
  FileLimits & {
    /** What the files are for, e.g. "Product images"; names the zone. */
    label: string;
    /** Takes no files: the button is disabled and drops are ignored. */
    disabled?: boolean;
    /** The button that opens the file chooser. */
    chooseLabel?: string;
    /** Says that files may be dropped too. */
    dropHint?: string;
    /** The limits in words, e.g. "PNG, JPEG or WebP, up to 10 MB each". */
    description?: string;
    /** Called with the files that fit the limits, once per choice or drop. */
    onFiles: (files: File[]) => void;
    /** The sentence for a refused file; apps pass a translation. */
    rejectionMessage?: (rejection: FileRejection, limits: FileLimits) => string;
    /** What a screen reader hears after files were taken. */
    addedMessage?: (count: number) => string;
  };

/** English sentences for a refused file; apps pass their own translation. */
export function defaultRejectionMessage({ file, reason }: FileRejection, limits: FileLimits) {
  if (reason === 'type') return `${file.name} is not a file of an accepted type.`;
  if (reason === 'size') {
    return `${file.name} is larger than ${formatFileSize(limits.maxSize ?? 0)}.`;
  }
  return `${file.name} was left out: one file at a time.`;
}

const defaultAddedMessage = (count: number) =>
  count === 1 ? '1 file added.' : `${count} files added.`;

/**
 * Where files are added: dropped onto the zone, or chosen with its button (keyboard and
 * click), which opens the browser's file chooser. Files of another type or above the size
 * limit are refused with a sentence each (an alert), the rest go to `onFiles`; a status
 * line tells screen-reader users how many were taken. Show what was added with
 * `DropZonePreviews`.
 *
 * @example
 * <DropZone
 *   label="Product images"
 *   description="PNG, JPEG or WebP, up to 10 MB each"
 *   accept={['image/png', 'image/jpeg', 'image/webp']}
 *   maxSize={10 * 1024 * 1024}
 *   multiple
 *   onFiles={(files) => upload(files)}
 * />
 */
export function DropZone({
  label,
  chooseLabel = 'Choose files',
  dropHint = 'or drop them here',
  description,
  accept,
  maxSize,
  multiple = true,
  disabled,
  onFiles,
  rejectionMessage = defaultRejectionMessage,
  addedMessage = defaultAddedMessage,
  className,
  ...props
}: DropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const limits: FileLimits = {
    ...(accept ? { accept } : {}),
    ...(maxSize !== undefined ? { maxSize } : {}),
    multiple,
  };

  const take = (files: readonly File[]) => {
    const { accepted, rejected } = checkFiles(files, limits);
    setRejections(rejected.map((rejection) => rejectionMessage(rejection, limits)));
    setAnnouncement(accepted.length > 0 ? addedMessage(accepted.length) : '');
    if (accepted.length > 0) onFiles(accepted);
  };

  // Only drags that carry files light the zone up; text or links dragged over it do not.
  const carriesFiles = (event: DragEvent) =>
    !disabled && [...event.dataTransfer.types].includes('Files');
  const onDragOver = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLFieldSetElement>) => {
    // Moving onto a child fires dragleave on the zone too; only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <div className={cn('flex flex-col gap-2', className)} {...props}>
      <fieldset
        aria-describedby={description ? `${id}-description` : undefined}
        data-slot="drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        disabled={disabled}
        className={dropZoneVariants({ dragging, disabled: Boolean(disabled) })}
      >
        <UploadIcon className="size-6 text-muted-foreground" />
        <legend id={`${id}-label`} className="contents text-sm font-medium">
          {label}
        </legend>
        <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
          <Button
            size="small"
            variant="secondary"
            disabled={disabled}
            aria-describedby={`${id}-label${description ? ` ${id}-description` : ''}`}
            onClick={() => input.current?.click()}
          >
            {chooseLabel}
          </Button>
          <span>{dropHint}</span>
        </div>
        {description && (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
        {/* The button opens it; hidden, so it is neither a second tab stop nor announced twice. */}
        <input
          ref={input}
          type="file"
          hidden
          accept={accept?.join(',')}
          multiple={multiple}
          disabled={disabled}
          data-slot="drop-zone-input"
          aria-labelledby={`${id}-label`}
          onChange={(event) => {
            take([...(event.currentTarget.files ?? [])]);
            // The same file chosen again after a removal is a change too.
            event.currentTarget.value = '';
          }}
        />
      </fieldset>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {rejections.length > 0 && (
        <div role="alert">
          <ul className="flex flex-col gap-1 text-sm text-danger">
            {rejections.map((message, index) => (
              // The same sentence can come twice (two files of one name); order is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function UploadIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M12 15V3m0 0-4 4m4-4 4 4" />
      <path d="M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </svg>
  );
}
