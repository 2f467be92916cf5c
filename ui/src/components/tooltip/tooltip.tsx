import {
  Tooltip as AriakitTooltip,
  type TooltipProps as AriakitTooltipProps,
  TooltipProvider as AriakitTooltipProvider,
  TooltipAnchor,
} from '@ariakit/react';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, type ReactElement, type ReactNode, useContext, useId } from 'react';
import { cn } from '../../lib/cn.ts';

/** Specification §9: tooltips wait 100 ms before showing when their provider sets no delay. */
export const TOOLTIP_DELAY_MS = 100;
/** Specification §9: default max width 220. */
export const TOOLTIP_MAX_WIDTH_PX = 220;
/** Specification §9: default offset 8 between the anchor and the tooltip. */
export const TOOLTIP_OFFSET_PX = 8;

/** Classes for {@link Tooltip}'s bubble. */
export const tooltipVariants = cva(
  [
    // Whole-pixel line height keeps the bubble's box on whole pixels, so the offset is exact.
    'z-50 rounded-md px-2.5 py-1.5 text-xs/4 text-start shadow-md break-words',
    // Ariakit keeps the bubble mounted until the fade ends; reduced motion drops the fade.
    'opacity-0 transition-opacity duration-100 data-enter:opacity-100 motion-reduce:transition-none',
  ],
  {
    variants: {
      look: {
        /** Inverted surface, so the bubble stands out on either theme. */
        inverted: 'bg-foreground text-background',
        muted: 'border border-border bg-background text-foreground',
      },
    },
    defaultVariants: { look: 'inverted' },
  },
);

export type TooltipSide = 'top' | 'bottom' | 'left' | 'right';
export type TooltipAlign = 'start' | 'center' | 'end';

type TooltipDefaults = { delay: number };

const TooltipDefaultsContext = createContext<TooltipDefaults>({ delay: TOOLTIP_DELAY_MS });

export type TooltipProviderProps = {
  /** Milliseconds a pointer must rest on an anchor before its tooltip shows. */
  delay?: number;
  children?: ReactNode;
};

/**
 * Sets the show delay of every {@link Tooltip} inside it (100 ms by default, specification
 * §9). Apps mount one at the root; a tooltip outside any provider uses the same default.
 *
 * @example
 * <TooltipProvider delay={100}>
 *   <App />
 * </TooltipProvider>
 */
export function TooltipProvider({ delay = TOOLTIP_DELAY_MS, children }: TooltipProviderProps) {
  return (
    <TooltipDefaultsContext.Provider value={{ delay }}>{children}</TooltipDefaultsContext.Provider>
  );
}

export type TooltipProps = Omit<AriakitTooltipProps, 'content' | 'store' | 'gutter'> &
  VariantProps<typeof tooltipVariants> & {
    /** What the tooltip says. */
    content: ReactNode;
    /** The one focusable element the tooltip describes. */
    children: ReactElement;
    /** Side of the anchor the tooltip prefers; it flips when there is no room. */
    side?: TooltipSide;
    align?: TooltipAlign;
    /** Distance in pixels between anchor and tooltip. */
    sideOffset?: number;
    /** Widest the bubble grows before its text wraps, in pixels. */
    maxWidth?: number;
    /** Overrides the provider's show delay for this tooltip, in milliseconds. */
    delay?: number;
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
  };

/**
 * A tooltip over Ariakit's: it shows when its anchor is hovered (after the provider's delay)
 * or focused by keyboard, hides on Escape or when the pointer leaves, and describes the
 * anchor (`aria-describedby`). Defaults follow specification §9: side bottom, offset 8,
 * max width 220.
 *
 * @example
 * <Tooltip content="Copied to the clipboard">
 *   <Button variant="ghost">Copy</Button>
 * </Tooltip>
 */
export function Tooltip({
  content,
  children,
  side = 'bottom',
  align = 'center',
  sideOffset = TOOLTIP_OFFSET_PX,
  maxWidth = TOOLTIP_MAX_WIDTH_PX,
  delay,
  open,
  defaultOpen,
  onOpenChange,
  look,
  className,
  style,
  ...props
}: TooltipProps) {
  const defaults = useContext(TooltipDefaultsContext);
  const generatedId = useId();
  const id = props.id ?? generatedId;
  return (
    <AriakitTooltipProvider
      placement={align === 'center' ? side : `${side}-${align}`}
      showTimeout={delay ?? defaults.delay}
      open={open}
      defaultOpen={defaultOpen}
      setOpen={onOpenChange}
    >
      {/* Ariakit treats tooltips as visual only; the link makes the text the anchor's
          accessible description too, since an info tooltip's text is the point of it. */}
      <TooltipAnchor render={children} aria-describedby={id} />
      <AriakitTooltip
        data-slot="tooltip"
        id={id}
        gutter={sideOffset}
        className={cn(tooltipVariants({ look }), className)}
        style={{ maxWidth, ...style }}
        {...props}
      >
        {content}
      </AriakitTooltip>
    </AriakitTooltipProvider>
  );
}
