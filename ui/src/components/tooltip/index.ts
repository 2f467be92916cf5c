export { InfoTooltip, type InfoTooltipProps } from './info-tooltip.tsx';
export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_MAX_WIDTH_PX,
  TOOLTIP_OFFSET_PX,
  Tooltip,
  type TooltipAlign,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
  type TooltipSide,
  tooltipVariants,
} from './tooltip.tsx';
