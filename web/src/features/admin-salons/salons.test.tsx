import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { SalonCard, SalonRow, SalonsMeta } from './api/types';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const admin = accountData({ role: 'admin', roles: ['admin'], home_route: 'admin-services-catalog' });

const row: SalonRow = {
  id: 5,
  slug: 'guzellik-evi',
  name: 'Güzellik Evi',
  phone: '+902121110000',
  city: 'İstanbul',
  plan: 'premium',
  status: 'active',
  is_star: false,
  masters: 3,
  appointments: 42,
  last_activity: '2026-11-20T10:00:00Z',
  created_at: '2026-01-01T10:00:00Z',
};
const meta: SalonsMeta = {
  counts: { all: 9, active: 6, new: 1, deactivated_immediately: 1, deactivated_after_orders: 1, without_appointments: 2, inactive: 3, star: 2 },
  star_count: 10,
};
const card: SalonCard = { ...row, address: 'Moda Cad. 1', admins: [], masters_list: [], planned_visits: 2, subscription: null, payments: [] };

/** The `filters.tab` of each table call. */
let tabsAsked: (string | undefined)[] = [];

function mockSalons() {
  tabsAsked = [];
  return mockApi({
    'GET /api/common/account-data': admin,
    'GET /api/admin/salons': (req: Request) => {
      const q = new URL(req.url).searchParams.get('q');
      tabsAsked.push(q ? (JSON.parse(q) as { filters: { tab?: { value: string } } }).filters.tab?.value : undefined);
      return json({ rows: [row], count: 1, meta });
    },
    'GET /api/admin/salons/5': json(card),
    'GET /api/admin/salons/star-count': json({ star_count: 10, starred: 2 }),
    'GET /api/admin/audit/salon/5': json([]),
    'GET /api/admin/salons/deactivation-types': json([
      { value: 'immediate', label: 'Hemen devre dışı bırak', description: '' },
      { value: 'after_orders', label: 'Randevular bitince devre dışı bırak', description: '' },
    ]),
    'POST /api/admin/salons/5/deactivate': json({ ...card, status: 'deactivating', deactivation_type: 'after_orders', deactivation_reason: 'Taşınıyor' }),
  });
}

describe('admin salons', { timeout: 30_000 }, () => {
  it('opens the tab of the address and shows every tab with its count', async () => {
    mockSalons();
    renderApp('/admin/salons?tab=inactive');
    expect(await screen.findByTestId('salons-count-inactive', {}, slow)).toHaveTextContent('3');
    expect(screen.getByTestId('salons-count-without_appointments')).toHaveTextContent('2');
    expect(screen.getByTestId('salons-tab-inactive')).toHaveAttribute('data-active', 'true');
    expect(tabsAsked).toContain('inactive');
    expect(tabsAsked).not.toContain(undefined);
    expect(await screen.findByText('Güzellik Evi')).toBeInTheDocument();
  });

  it('deactivates after orders finish only with a reason', async () => {
    const calls = mockSalons();
    renderApp('/admin/salons');
    fireEvent.click(await screen.findByText('Güzellik Evi', {}, slow));
    fireEvent.click(await screen.findByTestId('salon-deactivate', {}, slow));
    const modal = await screen.findByTestId('deactivate-modal');
    await within(modal).findByText('Randevular bitince devre dışı bırak');
    fireEvent.click(within(modal).getByTestId('deactivate-confirm'));
    expect(await within(modal).findByText('Zorunlu alan')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(modal).getByTestId('deactivation-reason'), { target: { value: '  Taşınıyor ' } });
    fireEvent.click(within(modal).getByTestId('deactivate-confirm'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ type: 'after_orders', reason: 'Taşınıyor' });
    await waitFor(() => expect(screen.getByTestId('salon-card').querySelector('[data-status]')).toHaveAttribute('data-status', 'deactivating'));
  });
  it('grants a plan from the card: the server refusal shows under the day, then the card shows the grant', async () => {
    let answers = 0;
    const granted: SalonCard = {
      ...card,
      plan: 'premium',
      subscription: {
        plan: 'premium',
        status: 'active',
        provider: 'grant',
        period_start: '2026-11-24T10:00:00Z',
        period_end: '2026-12-31T20:59:59Z',
        cancel_at_period_end: false,
        failed_attempts: 0,
        granted: true,
      },
    };
    const posts: unknown[] = [];
    mockApi({
      'GET /api/common/account-data': admin,
      'GET /api/admin/salons': json({ rows: [row], count: 1, meta }),
      'GET /api/admin/salons/5': json({ ...card, plan: 'free' }),
      'GET /api/admin/salons/star-count': json({ star_count: 10, starred: 2 }),
      'GET /api/admin/audit/salon/5': json([]),
      'POST /api/admin/salons/5/grant-plan': (_req: Request, body: unknown) => {
        posts.push(body);
        answers += 1;
        return answers === 1
          ? apiError(422, 'Doğrulama hatası', 'validation_error', { until: ['Tarih ve saat gelecekte olmalıdır'] })
          : json(granted);
      },
    });
    renderApp('/admin/salons?salon=5');
    const section = await screen.findByTestId('salon-subscription', {}, slow);
    expect(within(section).getByTestId('subscription-none')).toBeInTheDocument();
    fireEvent.click(within(section).getByTestId('salon-grant-plan'));
    const modal = await screen.findByTestId('plan-modal');
    fireEvent.change(await within(modal).findByTestId('grant-until', {}, slow), { target: { value: '2026-01-01' } });
    fireEvent.change(within(modal).getByTestId('grant-reason'), { target: { value: ' Deneme uzatıldı ' } });
    fireEvent.click(within(modal).getByTestId('plan-confirm'));
    expect(await within(modal).findByText('Tarih ve saat gelecekte olmalıdır')).toBeInTheDocument();

    fireEvent.change(within(modal).getByTestId('grant-until'), { target: { value: '2026-12-31' } });
    fireEvent.click(within(modal).getByTestId('plan-confirm'));
    await waitFor(() => expect(screen.getByTestId('subscription-granted')).toBeInTheDocument());
    expect(posts).toEqual([
      { plan: 'premium', until: '2026-01-01', reason: 'Deneme uzatıldı' },
      { plan: 'premium', until: '2026-12-31', reason: 'Deneme uzatıldı' },
    ]);
    expect(screen.getByTestId('salon-plan')).toHaveAttribute('data-plan', 'premium');
    expect(screen.getByTestId('salon-end-grant')).toBeInTheDocument();
  });
});
