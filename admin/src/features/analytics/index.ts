export { AnalyticsProvider } from './analytics-provider.tsx';
