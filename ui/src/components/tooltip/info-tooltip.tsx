import { Button, type ButtonProps, useTooltipContext } from '@ariakit/react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Tooltip, type TooltipProps } from './tooltip.tsx';

export type InfoTooltipProps = Omit<ButtonProps, 'content' | 'children'> &
  Pick<TooltipProps, 'side' | 'align' | 'sideOffset' | 'maxWidth' | 'delay' | 'look'> & {
    /** What the tooltip explains. */
    content: ReactNode;
    /** Accessible name of the icon button. */
    label?: string;
  };

/**
 * Shows the tooltip on a tap or click too: touch screens have no hover, and a tap does not
 * count as keyboard focus.
 */
function InfoButton({ className, onClick, ...props }: ButtonProps) {
  const tooltip = useTooltipContext();
  return (
    <Button
      {...props}
      data-slot="info-tooltip"
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1',
        'focus-visible:outline-focus-ring',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tooltip?.show();
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="size-4"
      >
        <circle cx="10" cy="10" r="7.25" />
        <path d="M10 9v4.5" strokeLinecap="round" />
        <circle cx="10" cy="6.5" r="0.75" fill="currentColor" stroke="none" />
      </svg>
    </Button>
  );
}

/**
 * An info icon button that explains something next to it (specification §2: "a tooltip
 * with an info icon"). The button is named by `label`; the tooltip becomes its description.
 *
 * @example
 * <Label htmlFor="handle">Handle</Label>
 * <InfoTooltip label="About handles" content="The handle is the product's address in the store." />
 */
export function InfoTooltip({
  content,
  label = 'More information',
  side,
  align,
  sideOffset,
  maxWidth,
  delay,
  look,
  ...props
}: InfoTooltipProps) {
  return (
    <Tooltip
      content={content}
      side={side}
      align={align}
      sideOffset={sideOffset}
      maxWidth={maxWidth}
      delay={delay}
      look={look}
    >
      <InfoButton aria-label={label} {...props} />
    </Tooltip>
  );
}
