import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';

export type FinanceSummary = components['schemas']['FinanceSummary'];
export type ExpenseInput = components['schemas']['ExpenseInput'];
export type ExpenseInPeriod = components['schemas']['ExpenseInPeriod'];
export interface Period {
  from: string;
  to: string;
}

/** Every query of this screen: an expense written refreshes the summary and the list. */
const root = ['salon', 'finances'] as const;

/** GET /api/salon/finances: totals, groups, previous period (service names in the reader's language). */
export function useFinances(period: Period) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...root, 'summary', period.from, period.to, locale],
    queryFn: () => unwrap(api.GET('/api/salon/finances', { params: { query: period } })),
  });
}

/** GET /api/salon/expenses: the expenses falling in the period. */
export function useExpenses(period: Period) {
  return useQuery({
    queryKey: [...root, 'expenses', period.from, period.to],
    queryFn: () => unwrap(api.GET('/api/salon/expenses', { params: { query: period } })),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: root });
}

/** POST /api/salon/expenses, or PUT /api/salon/expenses/{id} with an id. */
export function useSaveExpense() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ExpenseInput }) =>
      id === null
        ? unwrap(api.POST('/api/salon/expenses', { body }))
        : unwrap(api.PUT('/api/salon/expenses/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

/** DELETE /api/salon/expenses/{id}. */
export function useDeleteExpense() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/salon/expenses/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
