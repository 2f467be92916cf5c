import { LiteButton } from '@commerce/ui/lite';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useCallback,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A part of the page whose code is loaded on demand (the cart drawer, the header's menus):
 * React's `lazy` keeps a failed import for good, so a retry needs a new one. The first
 * is made once per module (shared by every mount); `retry()` makes the next, which imports
 * the chunk again.
 */
export function useRetryableLazy<P>(
  first: LazyExoticComponent<ComponentType<P>>,
  load: () => Promise<{ default: ComponentType<P> }>,
): [LazyExoticComponent<ComponentType<P>>, () => void] {
  const [current, setCurrent] = useState(() => first);
  const retry = useCallback(() => setCurrent(() => lazy(load)), [load]);
  return [current, retry];
}

interface LoadBoundaryProps {
  /** Called by "Try again" before the part is shown again (e.g. a new `lazy`). */
  onRetry(): void;
  children: ReactNode;
}

/**
 * Catches what a lazily loaded part throws (its chunk could not be fetched, or it failed
 * to render) so the rest of the store stays: the part is replaced, in place, by a short
 * message and "Try again", which shows the part again.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('storefront: a part of the page failed to load', error, info.componentStack);
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return <LoadFailed onRetry={this.retry} />;
    return this.props.children;
  }
}

/** The in-place failure: what failed, and a button that tries again. */
export function LoadFailed({ onRetry, message }: { onRetry(): void; message?: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm">
      <span role="alert">{message ?? t('error.partFailed')}</span>
      <LiteButton variant="secondary" size="small" onClick={onRetry}>
        {t('error.retry')}
      </LiteButton>
    </span>
  );
}
