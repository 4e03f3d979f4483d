import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type ActRow = Schemas['DeskActRow'];
export type DeskAct = Schemas['DeskAct'];
export type DeskActions = Schemas['DeskActions'];
export type Overview = Schemas['DeskOverview'];
export type Schedule = Schemas['DeskSchedule'];
export type ScheduleMaster = Schemas['DeskScheduleMaster'];
export type ScheduleDay = Schemas['DeskScheduleDay'];
export type MasterDay = Schemas['DeskMasterDay'];
export type DeskOptions = Schemas['DeskOptions'];
export type ClientLookup = Schemas['DeskClientLookup'];
export type AppointmentsMeta = Schemas['SalonAppointmentsMeta'];
export type ManualEntryBody = Schemas['DeskManualEntry'];

/** What a row, a block or the drawer hands to the actions: enough to run any of them. */
export type ActRef = Pick<ActRow, 'id' | 'status' | 'date' | 'start' | 'end' | 'duration' | 'master_id' | 'client_name' | 'actions' | 'important' | 'service_ids'>;

/** Every action the salon takes on an appointment (spec §4). */
export type ActAction = 'confirm' | 'decline' | 'cancel' | 'reschedule' | 'offer' | 'complete' | 'no_show' | 'reply' | 'important';
