import type { components } from '@/shared/api';

type Schemas = components['schemas'];

/** A row of the masters table (GET /api/salon/employees). */
export type EmployeeRow = Schemas['EmployeeRow'];
/** A master with everything the edit screen shows (GET /api/salon/employees/{id}). */
export type Employee = Schemas['Employee'];
export type EmployeeBody = Schemas['EmployeeForm'];
export type ScheduleView = Schemas['ScheduleView'];
export type DayView = Schemas['DayView'];
export type SalonHours = Schemas['SalonHoursView'];
export type ScheduleDayBody = Schemas['ScheduleDayForm'];
export type ServiceChoice = Schemas['ServiceChoice'];
export type CaseView = Schemas['CaseView'];
export type CaseBody = Schemas['CaseForm'];
export type UploadedFile = Schemas['UploadedFile'];

/** `meta` of the masters table: the plan's employee limit and the salon's hours. */
export interface TeamMeta {
  used: number;
  limit: number;
  plan: 'free' | 'premium' | string;
  self_is_master: boolean;
  salon_hours: SalonHours[];
  time_slicing: number;
}

export const EMPLOYEES_URL = '/api/salon/employees';
