export { BackToSettings } from './back-to-settings.tsx';
export { matchPath } from './match-path.ts';
export { SettingsHub } from './settings-hub.tsx';
export { WidgetZone, type WidgetZoneProps } from './widget-zone.tsx';
