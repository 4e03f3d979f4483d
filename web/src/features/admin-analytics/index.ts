// Platform admin: analytics (the platform's numbers and conversion; charts load with this screen only).
export { AnalyticsPage as AdminAnalyticsPage } from './AnalyticsPage';
