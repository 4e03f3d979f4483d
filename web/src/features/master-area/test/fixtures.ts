import { addDays } from '@/shared/lib/salonDates';
import type { MasterSchedule, VisitRow } from '../api/types';

const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 6 ? { weekday, open: null, close: null } : { weekday, open: '09:00', close: '20:00' }));

/** A master working 10:00–18:00 on weekdays with a 13:00 lunch, off on Saturday; one visit on `monday + 1`. */
export function masterSchedule(monday: string, overrides: Partial<MasterSchedule> = {}): MasterSchedule {
  return {
    masters: [{ id: 3, full_name: 'Elif Aslan', salon_id: 1, salon_name: 'Studio Lale' }],
    from: monday,
    to: addDays(monday, 6),
    schedule: {
      master_id: 3,
      full_name: 'Elif Aslan',
      week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        date: null,
        day_type: weekday === 5 ? 'off' : weekday === 6 ? null : 'work',
        start: weekday < 5 ? '10:00' : null,
        end: weekday < 5 ? '18:00' : null,
        breaks: weekday < 5 ? [{ id: 100 + weekday, start: '13:00', end: '13:45' }] : [],
      })),
      dated: [{ weekday: null, date: addDays(monday, 2), day_type: null, start: null, end: null, breaks: [{ id: 200, start: '16:00', end: '16:30' }] }],
      salon_hours: hours,
      time_slicing: 15,
    },
    appointments: [{ id: 50, status: 'new', date: addDays(monday, 1), start: '11:00', end: '12:00', duration: 60, full_name: 'Ayşe Yılmaz', services: 'Saç kesimi' }],
    ...overrides,
  };
}

export function visitRow(id: number, overrides: Partial<VisitRow> = {}): VisitRow {
  return {
    id,
    status: 'new',
    provision_date: '2026-12-01',
    provision_time: '11:00',
    end_time: '12:00',
    duration: 60,
    full_name: 'Ayşe Yılmaz',
    phone: '+905550000004',
    services: 'Saç kesimi',
    total: 40000,
    payment_method: null,
    salon_name: 'Studio Lale',
    actions: { confirm: true, decline: true, complete: true },
    ...overrides,
  };
}
