// Screens of the client cabinet (issue #5): history, reviews, notifications and their preferences.
export { HistoryPage } from './HistoryPage';
export { NotificationPreferencesPage } from './NotificationPreferencesPage';
export { NotificationsPage } from './NotificationsPage';
export { RepliesPage } from './RepliesPage';
