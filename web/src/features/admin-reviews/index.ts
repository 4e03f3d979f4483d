// Platform admin: review moderation (issue #17 item 4).
export { AdminRepliesPage } from './AdminRepliesPage';
