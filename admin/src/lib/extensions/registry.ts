import type { ComponentType } from 'react';
import { builtInConflict, normalizePath } from './built-in-paths.ts';
import { isWidgetZone, type WidgetProps, type WidgetZone } from './widget-zones.ts';

/**
 * The extension registry (specification section 2): extension routes, sidebar links,
 * widgets in named zones and settings pages with a card. Everything is checked when it
 * is registered, so a bad extension fails at start-up with a message naming the path,
 * not as a silently missing page.
 */

/** Icons are components (e.g. from the ui package) so they follow the theme. */
export type ExtensionIcon = ComponentType<{ className?: string }>;

/** A page of the main area, at `/app/a{path}`. */
export interface RouteExtension {
  path: string;
  component: ComponentType;
}

/** A sidebar entry. The label is the extension's own text (it has no key of ours). */
export interface SidebarLinkExtension {
  path: string;
  label: string;
  icon?: ExtensionIcon;
}

/** A widget; each zone fixes the props its component receives. */
export type WidgetExtension = {
  [Z in WidgetZone]: { zone: Z; component: ComponentType<WidgetProps<Z>> };
}[WidgetZone];

/** A page at `/app/a/settings{path}`, listed on the settings index with its card. */
export interface SettingsPageExtension {
  path: string;
  component: ComponentType;
  card: { label: string; description: string; icon?: ExtensionIcon };
}

/** One extension: any mix of the four kinds. */
export interface Extension {
  name: string;
  routes?: readonly RouteExtension[];
  links?: readonly SidebarLinkExtension[];
  widgets?: readonly WidgetExtension[];
  settings?: readonly SettingsPageExtension[];
}

/** Gives an extension object its type where it is written. */
export function defineExtension(extension: Extension): Extension {
  return extension;
}

/** Why an extension was refused; `path` is the offending path when there is one. */
export class ExtensionError extends Error {
  override readonly name = 'ExtensionError';
  constructor(
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

export interface ExtensionRegistry {
  registerRoute(route: RouteExtension): void;
  registerLink(link: SidebarLinkExtension): void;
  registerWidget(widget: WidgetExtension): void;
  registerSettingsPage(page: SettingsPageExtension): void;
  /** Registers all of an extension's parts, or none when one part is refused. */
  register(extension: Extension): void;
  /** Sorted by path; paths come back normalized (`/Reviews/` -> `/Reviews`). */
  routes(): readonly RouteExtension[];
  links(): readonly SidebarLinkExtension[];
  settingsPages(): readonly SettingsPageExtension[];
  /** A zone's widgets, in the order they were registered. */
  widgets<Z extends WidgetZone>(zone: Z): readonly ComponentType<WidgetProps<Z>>[];
}

export function createExtensionRegistry(): ExtensionRegistry {
  const routes: RouteExtension[] = [];
  const links: SidebarLinkExtension[] = [];
  const settings: SettingsPageExtension[] = [];
  const widgets: WidgetExtension[] = [];

  const checkRoute = (route: RouteExtension, taken: readonly { path: string }[]) => {
    const path = pathOf('route', route.path);
    const conflict = builtInConflict(path);
    if (conflict)
      throw new ExtensionError(`Extension route ${path} is refused: ${conflict}.`, path);
    requireComponent('route', path, route.component);
    requireUnique('route', path, taken);
    return { ...route, path };
  };
  const checkLink = (link: SidebarLinkExtension) => {
    const path = pathOf('sidebar link', link.path);
    requireText(`Sidebar link ${path}`, 'label', link.label);
    return { ...link, path };
  };
  const checkWidget = (widget: WidgetExtension) => {
    if (!isWidgetZone(widget.zone)) {
      throw new ExtensionError(`Widget zone "${widget.zone}" does not exist (see WIDGET_ZONES).`);
    }
    requireComponent('widget', widget.zone, widget.component);
    return widget;
  };
  const checkSettings = (page: SettingsPageExtension, taken: readonly { path: string }[]) => {
    // Written relative to /settings; a leading /settings is accepted and dropped.
    const path = pathOf('settings page', page.path).replace(/^\/settings(?=\/|$)/i, '') || '/';
    if (path === '/') {
      throw new ExtensionError(
        `Settings page ${page.path} is refused: the settings index is built in.`,
        page.path,
      );
    }
    requireComponent('settings page', path, page.component);
    requireText(`Settings page ${path}`, 'card label', page.card?.label);
    requireText(`Settings page ${path}`, 'card description', page.card?.description);
    requireUnique('settings page', path, taken);
    return { ...page, path };
  };

  return {
    registerRoute: (route) => void routes.push(checkRoute(route, routes)),
    registerLink: (link) => void links.push(checkLink(link)),
    registerWidget: (widget) => void widgets.push(checkWidget(widget)),
    registerSettingsPage: (page) => void settings.push(checkSettings(page, settings)),
    register(extension) {
      const prefix = `Extension "${extension.name}": `;
      try {
        // Everything is checked before anything is kept, so a refusal leaves no half.
        const newRoutes: RouteExtension[] = [];
        for (const route of extension.routes ?? []) {
          newRoutes.push(checkRoute(route, [...routes, ...newRoutes]));
        }
        const newLinks = (extension.links ?? []).map(checkLink);
        const newWidgets = (extension.widgets ?? []).map(checkWidget);
        const newSettings: SettingsPageExtension[] = [];
        for (const page of extension.settings ?? []) {
          newSettings.push(checkSettings(page, [...settings, ...newSettings]));
        }
        routes.push(...newRoutes);
        links.push(...newLinks);
        widgets.push(...newWidgets);
        settings.push(...newSettings);
      } catch (error) {
        if (!(error instanceof ExtensionError)) throw error;
        throw new ExtensionError(prefix + error.message, error.path);
      }
    },
    routes: () => byPath(routes),
    links: () => byPath(links),
    settingsPages: () => byPath(settings),
    widgets: <Z extends WidgetZone>(zone: Z) =>
      widgets
        .filter((widget) => widget.zone === zone)
        .map((widget) => widget.component as ComponentType<WidgetProps<Z>>),
  };
}

function pathOf(kind: string, path: unknown): string {
  if (typeof path !== 'string') throw new ExtensionError(`An extension ${kind} has no path.`);
  try {
    return normalizePath(path);
  } catch (error) {
    throw new ExtensionError(`Extension ${kind} ${(error as Error).message}.`, path);
  }
}

function requireComponent(kind: string, where: string, component: unknown) {
  // Components are functions, or objects for memo/lazy/forwardRef.
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new ExtensionError(`Extension ${kind} ${where} has no component.`, where);
  }
}

function requireText(what: string, field: string, value: unknown) {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ExtensionError(`${what} needs a ${field}.`);
  }
}

function requireUnique(kind: string, path: string, taken: readonly { path: string }[]) {
  // Case-insensitive like the router's matching: /Reviews and /reviews are one page.
  if (taken.some((other) => other.path.toLowerCase() === path.toLowerCase())) {
    throw new ExtensionError(
      `Extension ${kind} ${path} is refused: it is already registered.`,
      path,
    );
  }
}

function byPath<T extends { path: string }>(items: readonly T[]): readonly T[] {
  return [...items].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
