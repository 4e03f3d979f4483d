import type { TodayStatus } from '../api/types';

/** What the header badge says about today. */
export type TodayState =
  | { kind: 'open'; until: string }
  | { kind: 'opens_later'; at: string }
  | { kind: 'day_off' }
  | { kind: 'closed' };

/** Day off wins; open needs a closing time; closed with an opening time means "opens at". */
export function todayState(today: TodayStatus): TodayState {
  if (today.day_off) return { kind: 'day_off' };
  if (today.is_open && today.closes_at) return { kind: 'open', until: today.closes_at };
  if (!today.is_open && today.opens_at) return { kind: 'opens_later', at: today.opens_at };
  return { kind: 'closed' };
}
