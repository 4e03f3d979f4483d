export { RealtimeHost } from './RealtimeHost';
export { notificationsRoot } from './keys';
export { askBrowserPermission, browserPermission, type BrowserPermission } from './browserNotifications';
