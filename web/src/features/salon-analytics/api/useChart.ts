import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { Period } from '../lib/period';

/**
 * The nine charts of /api/salon/charts (spec §7), each for a period and the one before. `masterId`
 * narrows the five charts of visits (income, completed, services, both by-day charts) to one
 * master; clients, reviews and finances stay the salon's.
 */
export function useCharts(period: Period, masterId: number | null = null) {
  const locale = useLocale();
  const salonQuery = { from: period.from, to: period.to };
  const masterQuery = masterId === null ? salonQuery : { ...salonQuery, master_id: masterId };
  const key = (name: string) => ['salon-charts', name, period.from, period.to, locale];
  const masterKey = (name: string) => [...key(name), masterId];
  return {
    clients: useQuery({ queryKey: key('clients'), queryFn: () => unwrap(api.GET('/api/salon/charts/clients-count', { params: { query: salonQuery } })) }),
    income: useQuery({ queryKey: masterKey('income'), queryFn: () => unwrap(api.GET('/api/salon/charts/income', { params: { query: masterQuery } })) }),
    replies: useQuery({ queryKey: key('replies'), queryFn: () => unwrap(api.GET('/api/salon/charts/replies-count', { params: { query: salonQuery } })) }),
    rating: useQuery({ queryKey: key('rating'), queryFn: () => unwrap(api.GET('/api/salon/charts/rating', { params: { query: salonQuery } })) }),
    completed: useQuery({ queryKey: masterKey('completed'), queryFn: () => unwrap(api.GET('/api/salon/charts/acts/completed', { params: { query: masterQuery } })) }),
    services: useQuery({
      queryKey: masterKey('services'),
      queryFn: () => unwrap(api.GET('/api/salon/charts/services-distribution', { params: { query: masterQuery } })),
    }),
    incomeByDays: useQuery({
      queryKey: masterKey('income-by-days'),
      queryFn: () => unwrap(api.GET('/api/salon/charts/income-by-days', { params: { query: masterQuery } })),
    }),
    completedByDays: useQuery({
      queryKey: masterKey('completed-by-days'),
      queryFn: () => unwrap(api.GET('/api/salon/charts/acts/completed-by-days', { params: { query: masterQuery } })),
    }),
    finances: useQuery({ queryKey: key('finances'), queryFn: () => unwrap(api.GET('/api/salon/charts/finances', { params: { query: salonQuery } })) }),
  };
}
