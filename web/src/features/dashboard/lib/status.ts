import type { ActStatus } from '../api/types';

/** History filters (spec §2 client cabinet); upcoming is the default. */
export const historyStatuses = ['upcoming', 'all', 'waiting', 'confirmed', 'completed', 'cancelled'] as const;
export type HistoryStatus = (typeof historyStatuses)[number];

export function toHistoryStatus(value: string | null): HistoryStatus {
  return (historyStatuses as readonly string[]).includes(value ?? '') ? (value as HistoryStatus) : 'upcoming';
}

const statusColors: Record<ActStatus, string> = {
  new: 'yellow',
  moved: 'orange',
  confirmed: 'teal',
  completed: 'blue',
  cancelled: 'gray',
  // The salon recorded that the client did not come (issue #16 item 7).
  no_show: 'red',
};

export function isKnownStatus(status: string): status is ActStatus {
  return status in statusColors;
}

export function statusColor(status: string): string {
  return isKnownStatus(status) ? statusColors[status] : 'gray';
}

/** Statuses that hold the master's time (booking.md); only they go into a calendar. */
export function isLive(status: string): boolean {
  return status === 'new' || status === 'moved' || status === 'confirmed';
}

/** Link to the visit as an iCalendar file. */
export function calendarUrl(id: number): string {
  return `/api/client/acts/${id}/calendar.ics`;
}

