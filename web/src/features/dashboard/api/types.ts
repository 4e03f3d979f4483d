import type { components } from '@/shared/api';

type Schemas = components['schemas'];

/** One visit as the client sees it (GET /api/client/acts). */
export type Act = Schemas['Act'];
export type ActOffer = Schemas['ActOffer'];
export type ActsPage = Schemas['ActsPage'];
export type ActsCount = Schemas['ActsCount'];
export type SendReply = Schemas['SendReply'];
/** One of the client's own reviews (GET /api/client/replies). */
export type ClientReply = Schemas['MyReply'];
export type Notification = Schemas['Notification'];
export type NotificationsPage = Schemas['NotificationsPage'];
export type NotificationPreferences = Schemas['Preferences'];

/** Statuses the UI knows (docs/booking.md); the wire type is a plain string. */
export type ActStatus = 'new' | 'moved' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';
