export {
  type NotifyOptions,
  notify,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  TOAST_WIDTH_PX,
  Toaster,
  type ToasterProps,
  type ToastType,
  toastVariants,
} from './toast.tsx';
