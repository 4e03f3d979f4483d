import type { Employee, EmployeeRow, ServiceChoice, TeamMeta } from '../api/types';

export const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 6 ? { weekday, open: null, close: null } : { weekday, open: '09:00', close: '20:00' }));

export function meta(overrides: Partial<TeamMeta> = {}): TeamMeta {
  return { used: 2, limit: 3, plan: 'free', self_is_master: false, salon_hours: hours, time_slicing: 15, ...overrides };
}

export function row(id: number, overrides: Partial<EmployeeRow> = {}): EmployeeRow {
  return {
    id,
    full_name: `Uzman ${id}`,
    phone: null,
    position: 'Kuaför',
    photo: null,
    working_type: 'full_time',
    salary_type: 'fixed',
    hourly_rate: null,
    services_count: 2,
    has_account: false,
    is_self: false,
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export const services: ServiceChoice[] = [
  { id: 11, service_id: 101, name: 'Saç kesimi', category: 'Saç', duration: 45, price: 40000 },
  { id: 12, service_id: 102, name: 'Saç boyama', category: 'Saç', duration: 60, price: 90000 },
];

export function employee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: 5,
    full_name: 'Elif Aslan',
    email: null,
    phone: '+905551234567',
    birthday: null,
    position: 'Kuaför',
    photo_file_id: null,
    photo: null,
    description: null,
    services: [11],
    salary_type: 'fixed',
    hourly_rate: null,
    working_type: 'full_time',
    has_account: false,
    is_self: false,
    created_at: '2026-11-01T10:00:00Z',
    schedule: {
      master_id: 5,
      full_name: 'Elif Aslan',
      week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, date: null, day_type: weekday === 6 ? 'off' : 'work', start: '10:00', end: '18:00', breaks: [] })),
      dated: [],
      salon_hours: hours,
      time_slicing: 15,
    },
    ...overrides,
  };
}
