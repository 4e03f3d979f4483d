import { readInitialData } from '@/shared/api/initialData';
import type { EmployeeInfo, SalonDetails, SalonReplies, SalonServices } from './types';

/** The salon the server embedded, when it is the one asked for (by slug or id). */
export function embeddedSalon(slugOrId: string): SalonDetails | undefined {
  const salon = readInitialData()?.salon as SalonDetails | undefined;
  if (!salon || typeof salon !== 'object') return undefined;
  return salon.slug === slugOrId || String(salon.id) === slugOrId ? salon : undefined;
}

/** Embedded services/replies carry no id: they belong to the embedded salon. */
function embeddedForSalon<T>(key: 'salon_services' | 'salon_replies', salonId: number): T | undefined {
  const data = readInitialData();
  const salon = data?.salon as SalonDetails | undefined;
  if (!salon || salon.id !== salonId) return undefined;
  const value = data?.[key];
  return value && typeof value === 'object' ? (value as T) : undefined;
}

export const embeddedServices = (salonId: number) => embeddedForSalon<SalonServices>('salon_services', salonId);
export const embeddedReplies = (salonId: number) => embeddedForSalon<SalonReplies>('salon_replies', salonId);

export function embeddedEmployee(masterId: number): EmployeeInfo | undefined {
  const employee = readInitialData()?.employee as EmployeeInfo | undefined;
  return employee && typeof employee === 'object' && employee.id === masterId ? employee : undefined;
}

/** The first page of the embedded master's reviews (it carries no id: it belongs to the embedded master). */
export function embeddedEmployeeReplies(masterId: number): SalonReplies | undefined {
  if (!embeddedEmployee(masterId)) return undefined;
  const replies = readInitialData()?.employee_replies;
  return replies && typeof replies === 'object' ? (replies as SalonReplies) : undefined;
}
