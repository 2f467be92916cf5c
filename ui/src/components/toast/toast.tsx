import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import type { ToasterProps, ToastType } from './toast-style.ts';

export {
  TOAST_DURATION_MS,
  TOAST_POSITION,
  TOAST_WIDTH_PX,
  type ToasterProps,
  type ToastType,
  toastVariants,
} from './toast-style.ts';

/*
 * sonner (about 10 KB gzip) is loaded with the first toast, not with the page: a sign-in
 * page has no toast to show, and its first load counts against the admin's size budget.
 * notify() answers the toast's id at once and hands the toast over once sonner's Toaster
 * has mounted; sonner keeps the toasts in its own store, so none is lost meanwhile.
 */
type Sonner = typeof import('sonner');

let requested = false;
const requestListeners = new Set<() => void>();
let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of requestListeners) listener();
}

function subscribe(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

/**
 * Where toasts appear: mount it once near the root of each app, then raise toasts with
 * {@link notify}. Position, duration and width are fixed by the specification, so they are
 * not props. It renders nothing, and loads nothing, until the first toast.
 *
 * @example
 * <Toaster label={t('notifications')} />
 */
export function Toaster(props: ToasterProps) {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} onReady={markReady} />
    </Suspense>
  );
}

/** What a toast may carry besides its title: a description, a stable id, an action. */
export type NotifyOptions = Pick<ExternalToast, 'description' | 'id' | 'action'>;

type NotifyFn = (title: ReactNode, options?: NotifyOptions) => string | number;

let lastId = 0;

function show(type: ToastType): NotifyFn {
  return (title, options) => {
    const id = options?.id ?? `toast-${++lastId}`;
    requestToaster();
    void ready.then(({ toast }) => toast[type](title, { ...options, id }));
    return id;
  };
}

/**
 * The one way both apps raise a toast (specification section 2): one function per type.
 * Each returns the toast's id. Needs a {@link Toaster} mounted.
 *
 * @example
 * notify.success(t('products.saved'), { description: product.title });
 * notify.error(t('errors.generic'));
 */
export const notify: Record<ToastType, NotifyFn> & { dismiss: (id?: string | number) => void } = {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  info: show('info'),
  dismiss: (id) => {
    // Before the first toast there is nothing to dismiss, and sonner need not load for it.
    if (requested) void ready.then(({ toast }) => toast.dismiss(id));
  },
};
