import { HeadingLevel } from '@commerce/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { extensions } from '../../extensions/index.ts';
import type { WidgetProps, WidgetZone as Zone } from '../../lib/extensions/widget-zones.ts';

/** The zone, plus the record a details zone hands its widgets (`entity`). */
export type WidgetZoneProps<Z extends Zone> = { zone: Z } & (WidgetProps<Z> extends {
  entity: infer E;
}
  ? { entity: E }
  : unknown);

/**
 * Where extension widgets of one named zone appear (specification section 2). Pages drop
 * it in at the zone's place, e.g. `<WidgetZone zone="product.details.after" entity={p} />`;
 * it renders nothing when no widget is registered there.
 */
export function WidgetZone<Z extends Zone>(props: WidgetZoneProps<Z>) {
  const { zone } = props;
  const widgets = extensions.widgets(zone);
  if (widgets.length === 0) return null;
  // Widgets get what their zone promises and nothing else (not the zone's own name).
  const widgetProps = ('entity' in props ? { entity: props.entity } : {}) as WidgetProps<Z>;
  return (
    // One heading level down: a widget's card title sits under the page's h1, not beside it.
    <div data-widget-zone={zone} className="flex flex-col gap-4">
      <HeadingLevel>
        {widgets.map((Widget, index) => (
          // Registration order is fixed for the app's lifetime, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <WidgetBoundary key={index} zone={zone}>
            <Widget {...widgetProps} />
          </WidgetBoundary>
        ))}
      </HeadingLevel>
    </div>
  );
}

interface BoundaryProps {
  zone: Zone;
  children: ReactNode;
}

/** A broken extension widget must not take the page it sits on down with it. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Extension widget in zone ${this.props.zone} failed`, error, info);
  }

  override render() {
    return this.state.failed ? <WidgetFailed /> : this.props.children;
  }
}

function WidgetFailed() {
  const { t } = useTranslation('extensions');
  return (
    <p role="alert" className="text-sm text-muted-foreground">
      {t('widgetFailed')}
    </p>
  );
}
