export { AnalyticsTracker } from './ui/analytics-tracker.tsx';
