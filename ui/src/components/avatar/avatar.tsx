import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** Classes for {@link Avatar}; sizes are exact: small 24px, medium 32px, large 40px. */
export const avatarVariants = cva(
  [
    'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden',
    'bg-muted font-medium text-foreground',
  ],
  {
    variants: {
      size: {
        small: 'size-6 text-xs',
        medium: 'size-8 text-xs',
        large: 'size-10 text-sm',
      },
      shape: {
        circle: 'rounded-full',
        square: 'rounded-md',
      },
    },
    defaultVariants: { size: 'medium', shape: 'circle' },
  },
);

export type AvatarProps = Omit<ComponentProps<'span'>, 'children' | 'role'> &
  VariantProps<typeof avatarVariants> & {
    /** Whose avatar it is: the accessible name, and the source of the initials. */
    name: string;
    /** The picture; while it loads, or if it fails, the initials show instead. */
    src?: string;
    /** Overrides the initials taken from `name` (first letters of its first and last word). */
    initials?: string;
  };

type ImageStatus = 'loading' | 'loaded' | 'error';

/** "Ada King Lovelace" -> "AL"; "Ada" -> "A". Array.from keeps surrogate pairs whole. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toUpperCase();
}

/**
 * A person's picture, falling back to their initials while the picture loads or when it
 * fails. The whole avatar is one `img` named by `name`; the picture and the initials inside
 * are hidden from assistive technology, so it is announced once either way.
 *
 * @example
 * <Avatar name="Ada Lovelace" src={user.avatarUrl} size="large" />
 */
export function Avatar({ className, size, shape, name, src, initials, ...props }: AvatarProps) {
  // Keyed by source, so a new src starts loading again without an effect to reset it.
  const [image, setImage] = useState<{ src?: string; status: ImageStatus }>({
    status: 'loading',
  });
  const status: ImageStatus = image.src === src ? image.status : 'loading';

  return (
    <span
      role="img"
      aria-label={name}
      data-slot="avatar"
      data-status={src ? status : 'error'}
      className={cn(avatarVariants({ size, shape }), className)}
      {...props}
    >
      {status !== 'loaded' && (
        <span data-slot="avatar-fallback" aria-hidden="true">
          {initials ?? initialsOf(name)}
        </span>
      )}
      {src && status !== 'error' && (
        <img
          key={src}
          src={src}
          alt=""
          data-slot="avatar-image"
          className={cn(
            'absolute inset-0 size-full object-cover',
            status !== 'loaded' && 'opacity-0',
          )}
          onLoad={() => setImage({ src, status: 'loaded' })}
          onError={() => setImage({ src, status: 'error' })}
        />
      )}
    </span>
  );
}
