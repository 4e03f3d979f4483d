import type { components } from '@/shared/api';

type Schemas = components['schemas'];

/** GET /api/master/schedule. */
export type MasterSchedule = Schemas['MasterSchedule'];
export type ScheduleView = Schemas['ScheduleView'];
export type DayView = Schemas['DayView'];
export type BreakView = Schemas['BreakView'];
export type ScheduleVisit = Schemas['ScheduleVisit'];
/** A row of GET /api/master/appointments. */
export type VisitRow = Schemas['MasterVisitRow'];
export type MasterAct = Schemas['MasterAct'];
export type MasterActions = Schemas['MasterActions'];

export const APPOINTMENTS_URL = '/api/master/appointments';

/** Statuses the UI knows (docs/booking.md). */
export const STATUSES = ['new', 'moved', 'confirmed', 'cancelled', 'completed'] as const;
export type VisitStatus = (typeof STATUSES)[number];
