import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';

export type SalaryRow = components['schemas']['SalaryRow'];
export type SalaryDetail = components['schemas']['SalaryDetail'];
export type PaymentInput = components['schemas']['PaymentInput'];
export type SalarySettingsInput = components['schemas']['SalarySettingsInput'];
export interface Period {
  from: string;
  to: string;
}

/** Every query of this screen; a write refreshes them all (rows, drill-down, payments). */
const root = ['salon', 'salaries'] as const;

/** GET /api/salon/salaries: one row per master for the period. */
export function useSalaries(period: Period) {
  return useQuery({
    queryKey: [...root, 'list', period.from, period.to],
    queryFn: () => unwrap(api.GET('/api/salon/salaries', { params: { query: period } })),
  });
}

/** GET /api/salon/salaries/{master_id}/appointments: the row's visits, days and payments. */
export function useSalaryDetail(masterId: number | null, period: Period) {
  return useQuery({
    queryKey: [...root, 'detail', masterId, period.from, period.to],
    queryFn: () => unwrap(api.GET('/api/salon/salaries/{master_id}/appointments', { params: { path: { master_id: masterId ?? 0 }, query: period } })),
    enabled: masterId !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: root });
}

/** POST /api/salon/employees/payments/{id}. */
export function useAddPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ masterId, body }: { masterId: number; body: PaymentInput }) =>
      unwrap(api.POST('/api/salon/employees/payments/{id}', { params: { path: { id: masterId } }, body })),
    onSuccess: refresh,
  });
}

/** DELETE /api/salon/salaries/payments/{payment_id}. */
export function useDeletePayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (paymentId: number) => unwrap(api.DELETE('/api/salon/salaries/payments/{payment_id}', { params: { path: { payment_id: paymentId } } })),
    onSuccess: refresh,
  });
}

/** GET /api/salon/salaries/categories: what the per-category commission editor offers. */
export function useCommissionCategories() {
  return useQuery({
    queryKey: [...root, 'categories'],
    queryFn: () => unwrap(api.GET('/api/salon/salaries/categories')),
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/salon/salaries/{master_id}/settings. */
export function useSaveSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ masterId, body }: { masterId: number; body: SalarySettingsInput }) =>
      unwrap(api.PUT('/api/salon/salaries/{master_id}/settings', { params: { path: { master_id: masterId } }, body })),
    onSuccess: refresh,
  });
}

/** PUT /api/salon/salaries/{master_id}/worked-days/{date}; `minutes: null` removes the correction. */
export function useSetWorkedDay() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ masterId, date, minutes }: { masterId: number; date: string; minutes: number | null }) =>
      unwrap(api.PUT('/api/salon/salaries/{master_id}/worked-days/{date}', { params: { path: { master_id: masterId, date } }, body: { minutes } })),
    onSuccess: refresh,
  });
}
