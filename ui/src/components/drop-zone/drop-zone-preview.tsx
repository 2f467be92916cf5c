import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';

export type DropZonePreviewsProps = ComponentProps<'ul'> & {
  /** Names the list, e.g. "Chosen images". */
  label: string;
};

/**
 * The files added through a `DropZone`, one `DropZonePreview` each, in a grid.
 *
 * @example
 * <DropZonePreviews label="Images">
 *   {images.map((image) => (
 *     <DropZonePreview key={image.url} src={image.url} name={image.name}
 *       removeLabel={`Remove ${image.name}`} onRemove={() => remove(image)} />
 *   ))}
 * </DropZonePreviews>
 */
export function DropZonePreviews({ label, className, ...props }: DropZonePreviewsProps) {
  return (
    <ul
      aria-label={label}
      data-slot="drop-zone-previews"
      className={cn('grid grid-cols-2 gap-3 md:grid-cols-4', className)}
      {...props}
    />
  );
}

export type DropZonePreviewProps = Omit<ComponentProps<'li'>, 'children'> & {
  /** The file's name; the picture's text alternative. */
  name: string;
  /** A picture of the file (an image's URL, or `useObjectUrl(file)`); none: a file icon. */
  src?: string;
  /** A line under the name, e.g. its size or "Uploading…". */
  detail?: ReactNode;
  /** The remove button's text, naming the file ("Remove shirt.png"): several are on a page. */
  removeLabel?: string;
  /** Shows the remove button. */
  onRemove?: () => void;
  /** Disables the remove button (while the list is being saved). */
  disabled?: boolean;
  /** More controls of this file, under its name (e.g. "Use as thumbnail"). */
  children?: ReactNode;
};

/** One added file: its picture, name, an optional detail, extra controls and Remove. */
export function DropZonePreview({
  name,
  src,
  detail,
  removeLabel = `Remove ${name}`,
  onRemove,
  disabled,
  children,
  className,
  ...props
}: DropZonePreviewProps) {
  return (
    <li
      data-slot="drop-zone-preview"
      className={cn('flex min-w-0 flex-col gap-2 rounded-md border border-border p-2', className)}
      {...props}
    >
      {src ? (
        <img src={src} alt={name} className="aspect-square w-full rounded-md object-cover" />
      ) : (
        <FileIcon className="size-12 text-muted-foreground" />
      )}
      <span className="truncate text-sm" title={name}>
        {name}
      </span>
      {detail && <span className="text-xs text-muted-foreground">{detail}</span>}
      {children}
      {onRemove && (
        <Button size="small" variant="secondary" disabled={disabled} onClick={onRemove}>
          {removeLabel}
        </Button>
      )}
    </li>
  );
}

/**
 * A URL that shows `file` in an `<img>` before it is uploaded; revoked when the file
 * changes or the component goes, so the browser frees the copy.
 */
export function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function FileIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}
