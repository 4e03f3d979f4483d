/** Mantine colours of the appointment statuses (spec §4), shared by badges and calendar blocks. */
export const statusColor: Record<string, string> = {
  new: 'orange',
  moved: 'yellow',
  confirmed: 'teal',
  cancelled: 'gray',
  completed: 'blue',
  no_show: 'red',
};

export const STATUSES = ['new', 'moved', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type StatusName = (typeof STATUSES)[number];

export function colorOf(status: string): string {
  return statusColor[status] ?? 'gray';
}
