import { notificationsRoot } from '@/shared/realtime/keys';
import type { Locale } from '@/shared/routes';

export { notificationsRoot };

/** Query keys of the client cabinet; `actsRoot` covers every list, count and page of acts. */
export const actsRoot = ['client', 'acts'] as const;
export const actsKey = (locale: Locale, status: string, page: number) => [...actsRoot, 'list', locale, status, page] as const;
export const actsCountKey = [...actsRoot, 'count'] as const;
export const repliesKey = (locale: Locale) => ['client', 'replies', locale] as const;
export const notificationsKey = (locale: Locale, page: number) => [...notificationsRoot, locale, page] as const;
export const preferencesKey = ['common', 'notification-preferences'] as const;
export const availabilityKey = (salonId: number, masterId: number, date: string, duration: number) =>
  ['site', 'availability', salonId, masterId, date, duration] as const;
export const availableDatesKey = (salonId: number, masterId: number, duration: number) =>
  ['site', 'available-dates', salonId, masterId, duration] as const;

/** Spec §9: default page size of lists. */
export const PAGE_SIZE = 8;
