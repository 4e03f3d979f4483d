import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';

export type AnalyticsSummary = components['schemas']['AnalyticsSummary'];
export type BookingsByDay = components['schemas']['BookingsByDay'];
export type Conversion = components['schemas']['Conversion'];
export type KeyCount = components['schemas']['KeyCount'];

/** Days `from..=to` (yyyy-MM-dd); an empty end is the server's default (the last 30 days). */
export interface Period {
  from: string;
  to: string;
}

function query(period: Period) {
  return { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
}

const options = { placeholderData: keepPreviousData, retry: false } as const;

/** GET /api/admin/analytics/summary */
export function useSummary(period: Period) {
  return useQuery({
    queryKey: ['admin', 'analytics', 'summary', period],
    queryFn: () => unwrap(api.GET('/api/admin/analytics/summary', { params: { query: query(period) } })),
    ...options,
  });
}

/** GET /api/admin/analytics/bookings */
export function useBookings(period: Period) {
  return useQuery({
    queryKey: ['admin', 'analytics', 'bookings', period],
    queryFn: () => unwrap(api.GET('/api/admin/analytics/bookings', { params: { query: query(period) } })),
    ...options,
  });
}

/** GET /api/admin/analytics/conversion */
export function useConversion(period: Period) {
  return useQuery({
    queryKey: ['admin', 'analytics', 'conversion', period],
    queryFn: () => unwrap(api.GET('/api/admin/analytics/conversion', { params: { query: query(period) } })),
    ...options,
  });
}
