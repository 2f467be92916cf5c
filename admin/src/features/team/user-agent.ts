/** What a session's `user_agent` says about the device: browser and system, or a program. */
export interface DeviceSummary {
  browser?: string;
  os?: string;
  /** A program that is not a browser (`curl/8.4.0` -> `curl`). */
  program?: string;
}

/*
 * Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", and iOS
 * browsers also say "Mac OS X". Names are products' own, so they are not translated.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdgA?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A readable summary of a user agent, enough to recognise one's own devices ("Firefox",
 * "Windows"); not a full parser, and an unknown agent keeps its first product name.
 *
 * @example
 * summarizeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Firefox/128.0')
 * // { browser: 'Firefox', os: 'Windows' }
 */
export function summarizeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const agent = userAgent?.trim() ?? '';
  if (!agent) return {};
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const os = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser || os) return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
  const program = /^[^\s/;()]+/.exec(agent)?.[0];
  return program ? { program } : {};
}
