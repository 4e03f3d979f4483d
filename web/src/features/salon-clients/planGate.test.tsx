import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { emptyPage, salonAdmin } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };

const premiumFeatures = ['manual_entries', 'reports', 'analytics', 'crm', 'moderator_chat', 'salaries', 'history_storage', 'payment_methods', 'email_reminders'];

/** GET /api/site/plans as the server answers it (crates/api/src/site/plans.rs). */
const plans = {
  features: premiumFeatures,
  plans: [
    { key: 'free', monthly_price_kurus: 0, employee_limit: 3, sms_per_month: 100, trial_days: 0, features: [] },
    {
      key: 'premium',
      monthly_price_kurus: 159900,
      employee_limit: 10,
      sms_per_month: null,
      trial_days: 14,
      features: premiumFeatures,
    },
  ],
};

const usage = (plan: 'free' | 'premium') => ({
  plan,
  features: plan === 'free' ? [] : premiumFeatures,
  employees: { used: 2, limit: plan === 'free' ? 3 : 10 },
  sms: { used: 100, limit: plan === 'free' ? 100 : null },
  month: '2026-11',
});

describe('CRM on the free plan', { timeout: 30_000 }, () => {
  it('shows the upgrade screen: the feature by name, what Premium includes, and the way to the payment screen', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/plan-usage': json(usage('free')),
      'GET /api/site/plans': json(plans),
      'GET /api/salon/clients': json(emptyPage),
    });
    renderApp('/en/admin-salon/clients');
    const gate = await screen.findByTestId('upgrade-screen', {}, slow);
    expect(within(gate).getByRole('heading', { level: 1 })).toHaveTextContent('Client base (CRM) is on Premium');
    expect(await within(gate).findByTestId('upgrade-price', {}, slow)).toHaveTextContent(/1[,.]599[,.]00.*a month/);
    const features = within(gate).getByTestId('upgrade-features');
    expect(features).toHaveTextContent('Employees: up to 10');
    expect(features).toHaveTextContent('Unlimited SMS');
    expect(features).toHaveTextContent('Salary tracking');
    expect(within(gate).getByTestId('upgrade-link')).toHaveAttribute('href', '/en/admin-salon/payment');
    expect(screen.queryByTestId('clients-table')).toBeNull();
    expect(calls.some((c) => c.path === '/api/salon/clients')).toBe(false);
  });

  it('in Turkish and Russian too', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/plan-usage': json(usage('free')),
      'GET /api/site/plans': json(plans),
    });
    const { unmount } = renderApp('/admin-salon/clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Müşteri tabanı (CRM) Premium planda' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('upgrade-link')).toHaveTextContent("Premium'a geç");
    unmount();
    renderApp('/ru/admin-salon/clients');
    expect(await screen.findByRole('heading', { level: 1, name: '«Клиентская база (CRM)» — на тарифе Premium' }, slow)).toBeInTheDocument();
  });

  it('a Premium salon gets its clients', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/plan-usage': json(usage('premium')),
      'GET /api/site/plans': json(plans),
      'GET /api/salon/clients': json(emptyPage),
    });
    renderApp('/en/admin-salon/clients');
    expect(await screen.findByTestId('clients-page', {}, slow)).toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-screen')).toBeNull();
  });
});
