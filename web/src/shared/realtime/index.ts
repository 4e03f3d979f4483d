export { RealtimeHost } from './RealtimeHost';
export { notificationsRoot } from './keys';
export { askBrowserPermission, browserPermission, type BrowserPermission } from './browserNotifications';
export { chatRoot, chatUnreadKey, onChatEvent, sawChatMessage, type ChatEvent } from './chat';
