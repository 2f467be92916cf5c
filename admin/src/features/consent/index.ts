export { AnalyticsConsent, CONSENT_DELAY_MS } from './analytics-consent.tsx';
export { AnalyticsPreferences } from './analytics-preferences.tsx';
