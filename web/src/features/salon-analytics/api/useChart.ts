import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import type { Period } from '../lib/period';

/** The nine charts of /api/salon/charts (spec §7), each for a period and the one before. */
export function useCharts(period: Period) {
  const locale = useLocale();
  const query = { from: period.from, to: period.to };
  const key = (name: string) => ['salon-charts', name, period.from, period.to, locale];
  return {
    clients: useQuery({ queryKey: key('clients'), queryFn: () => unwrap(api.GET('/api/salon/charts/clients-count', { params: { query } })) }),
    income: useQuery({ queryKey: key('income'), queryFn: () => unwrap(api.GET('/api/salon/charts/income', { params: { query } })) }),
    replies: useQuery({ queryKey: key('replies'), queryFn: () => unwrap(api.GET('/api/salon/charts/replies-count', { params: { query } })) }),
    rating: useQuery({ queryKey: key('rating'), queryFn: () => unwrap(api.GET('/api/salon/charts/rating', { params: { query } })) }),
    completed: useQuery({ queryKey: key('completed'), queryFn: () => unwrap(api.GET('/api/salon/charts/acts/completed', { params: { query } })) }),
    services: useQuery({
      queryKey: key('services'),
      queryFn: () => unwrap(api.GET('/api/salon/charts/services-distribution', { params: { query } })),
    }),
    incomeByDays: useQuery({
      queryKey: key('income-by-days'),
      queryFn: () => unwrap(api.GET('/api/salon/charts/income-by-days', { params: { query } })),
    }),
    completedByDays: useQuery({
      queryKey: key('completed-by-days'),
      queryFn: () => unwrap(api.GET('/api/salon/charts/acts/completed-by-days', { params: { query } })),
    }),
    finances: useQuery({ queryKey: key('finances'), queryFn: () => unwrap(api.GET('/api/salon/charts/finances', { params: { query } })) }),
  };
}
