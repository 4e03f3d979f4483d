import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { CheckoutView, Subscription } from './api/subscription';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 10_000 };
const salonAdmin = accountData({ id: 2, name: 'Deniz Kaya', role: 'salon_admin', roles: ['salon_admin'], home_route: 'admin-salon-payment' });
const plans = {
  plans: [
    { key: 'free', monthly_price_kurus: 0, employee_limit: 3, sms_per_month: 100, trial_days: 0, features: [] },
    { key: 'premium', monthly_price_kurus: 159900, employee_limit: 10, sms_per_month: null, trial_days: 14, features: ['reports'] },
  ],
  features: ['reports'],
};

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'free',
    status: null,
    has_subscription: false,
    cancel_at_period_end: false,
    period_end: null,
    next_charge_at: null,
    next_charge_kurus: null,
    card: null,
    provider: 'dev',
    payments: [],
    trial_available: false,
    ...overrides,
  };
}

const premium = subscription({
  plan: 'premium',
  status: 'active',
  has_subscription: true,
  period_end: '2026-12-24T19:00:00Z',
  next_charge_at: '2026-12-24T19:00:00Z',
  next_charge_kurus: 159900,
  card: { brand: 'visa', last4: '4242' },
  payments: [
    {
      id: 5,
      date: '2026-11-24T19:00:00Z',
      period_start: '2026-11-24T19:00:00Z',
      period_end: '2026-12-24T19:00:00Z',
      amount_kurus: 159900,
      status: 'paid',
      invoice_number: 1,
      invoice_url: '/api/salon/subscription/invoices/5',
    },
  ],
});

describe('/admin-salon/payment', { timeout: 30_000 }, () => {
  it('offers the free trial once, in Russian, and then says when it ends without a card', async () => {
    const trial = subscription({ plan: 'premium', status: 'trial', has_subscription: true, period_end: '2026-12-08T19:00:00Z' });
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/site/plans': plans,
      'GET /api/salon/subscription': subscription({ trial_available: true }),
      'POST /api/salon/subscription/trial': json(trial),
    });
    renderApp('/ru/admin-salon/payment');
    fireEvent.click(await screen.findByRole('button', { name: 'Попробовать Premium бесплатно 14 дней' }, slow));
    expect(await screen.findByTestId('trial-ends', {}, slow)).toHaveTextContent('8 декабря 2026');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Пробный');
    expect(screen.queryByTestId('start-trial')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/salon/subscription/trial']);
  });

  it('shows no active subscription, pays with the test card and then the next charge and the invoice', async () => {
    const paid: CheckoutView = { outcome: 'completed', token: null, form_content: null, subscription: premium };
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/site/plans': plans,
      'GET /api/salon/subscription': subscription(),
      'POST /api/salon/subscription/upgrade': json(paid),
    });
    renderApp('/en/admin-salon/payment');
    expect(await screen.findByTestId('subscription-status', {}, slow)).toHaveTextContent('No active subscription');
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('upgrade'));
    fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4242424242424242' } });
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByTestId('next-charge', {}, slow)).toHaveTextContent('December 24, 2026');
    expect(screen.getByTestId('saved-card')).toHaveTextContent('Visa •••• 4242');
    const link = within(screen.getByTestId('payment-history')).getByRole('link', { name: 'Invoice No. 000001' });
    expect(link).toHaveAttribute('href', '/api/salon/subscription/invoices/5?lang=en');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ card: { number: '4242 4242 4242 4242', holder: '', expiry: '', cvc: '' } });
  });

  it('shows the bank refusal in the card form and keeps the plan', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/site/plans': plans,
      'GET /api/salon/subscription': subscription(),
      'POST /api/salon/subscription/upgrade': apiError(402, 'The card has insufficient funds. Try another card.', 'payment_insufficient_funds'),
    });
    renderApp('/en/admin-salon/payment');
    fireEvent.click(await screen.findByTestId('upgrade', {}, slow));
    fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4000000000009995' } });
    fireEvent.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByTestId('payment-error', {}, slow)).toHaveTextContent('insufficient funds');
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Free');
  });
});
