import type { Locale } from '@/shared/routes';

/** Query keys of the team screens. The masters table uses the DataTable's own keys. */
export const employeeKey = (id: number) => ['salon', 'employee', id] as const;
export const servicesKey = (locale: Locale) => ['salon', 'employee-services', locale] as const;
export const casesKey = (masterId: number, locale: Locale) => ['salon', 'employee-cases', masterId, locale] as const;
