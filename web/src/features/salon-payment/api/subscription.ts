import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { planUsageKey } from '@/shared/plan';

export type Subscription = components['schemas']['SubscriptionView'];
export type CheckoutView = components['schemas']['CheckoutView'];
export type CardBody = components['schemas']['CardBody'];
export type Purpose = 'upgrade' | 'change_card';

const KEY = ['salon', 'subscription'];

/** GET /api/salon/subscription: plan, status, next charge, card, history. */
export function useSubscription() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/api/salon/subscription', { signal })),
  });
}

/** GET /api/site/plans: the one tariff table (the Premium price). */
export { useSitePlans as usePlans } from '@/shared/plan';

/** Keeps the answer and refreshes the plan in force, so the gated screens and the overview's quotas follow an upgrade or a fallback at once. */
function useStore() {
  const queryClient = useQueryClient();
  return (subscription: Subscription) => {
    queryClient.setQueryData(KEY, subscription);
    void queryClient.invalidateQueries({ queryKey: planUsageKey });
  };
}

/**
 * POST upgrade / change-card with the development card (none for iyzico's form). Silent: the
 * card form shows the bank's refusal itself.
 */
export function useCheckout(purpose: Purpose) {
  const store = useStore();
  return useMutation({
    meta: { silent: true },
    mutationFn: (card: CardBody | null) =>
      purpose === 'upgrade'
        ? unwrap(api.POST('/api/salon/subscription/upgrade', { body: { card } }))
        : unwrap(api.POST('/api/salon/subscription/change-card', { body: { card } })),
    onSuccess: (view: CheckoutView) => store(view.subscription),
  });
}

/** POST confirm {token, purpose}: the 3-D Secure step confirmed, or back from the provider's form. */
export function useConfirmCheckout() {
  const store = useStore();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: { token: string; purpose: Purpose }) => unwrap(api.POST('/api/salon/subscription/confirm', { body })),
    onSuccess: (view: CheckoutView) => store(view.subscription),
  });
}

/** POST trial: the paid plan's free trial, once per salon, no card. */
export function useStartTrial() {
  const store = useStore();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/salon/subscription/trial')),
    onSuccess: store,
  });
}

/** POST cancel (at the period's end) or resume. */
export function useCancelOrResume() {
  const store = useStore();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      action === 'cancel' ? unwrap(api.POST('/api/salon/subscription/cancel')) : unwrap(api.POST('/api/salon/subscription/resume')),
    onSuccess: store,
  });
}
