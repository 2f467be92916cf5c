import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind classes win over earlier conflicting ones, so a
 * caller's `className` can override a variant's classes.
 *
 * @example
 * cn('px-4 text-foreground', isActive && 'text-primary', className);
 * // cn('px-4', 'px-2') === 'px-2'
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
