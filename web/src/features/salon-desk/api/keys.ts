import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/shared/routes';
import { tableKeyPrefix } from '@/shared/ui/DataTable';

/** Query keys of the desk; `deskRoot` covers overview, schedule, options and details. */
export const deskRoot = ['salon', 'desk'] as const;
export const overviewKey = (locale: Locale) => [...deskRoot, 'overview', locale] as const;
export const scheduleKey = (locale: Locale, date: string, view: string, masterId: number | null) =>
  [...deskRoot, 'schedule', locale, date, view, masterId] as const;
export const optionsKey = (locale: Locale) => [...deskRoot, 'options', locale] as const;
export const actKey = (locale: Locale, id: number) => [...deskRoot, 'act', locale, id] as const;
export const clientLookupKey = (phone: string) => [...deskRoot, 'client', phone] as const;
export const freeTimesKey = (salonId: number, masterId: number, date: string, duration: number) =>
  ['site', 'availability', salonId, masterId, date, duration] as const;

/** The appointments table's dataUrl. */
export const APPOINTMENTS_URL = '/api/salon/appointments';

/** After any change to an appointment: every desk view and the table refetch. */
export function invalidateDesk(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: deskRoot });
  void queryClient.invalidateQueries({ queryKey: tableKeyPrefix(APPOINTMENTS_URL) });
  void queryClient.invalidateQueries({ queryKey: ['site', 'availability'] });
}
