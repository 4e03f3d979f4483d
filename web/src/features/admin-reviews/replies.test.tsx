import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { ReviewRow } from './api/replies';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const admin = accountData({ role: 'admin', roles: ['admin'], home_route: 'admin-services-catalog' });

function review(id: number, overrides: Partial<ReviewRow> = {}): ReviewRow {
  return {
    id,
    salon_id: 7,
    salon_name: 'Kuaför Işık',
    salon_slug: 'kuafor-isik',
    master_id: null,
    master_name: null,
    appointment_id: null,
    visit_date: null,
    author_name: 'Ayşe Yılmaz',
    service_quality: 2,
    atmosphere: 2,
    cleanliness: 2,
    rating: 2,
    text: 'Bekledim',
    status: 'disputed',
    reason: 'Bu kişi hiç gelmedi',
    answer: null,
    answered_at: null,
    admin_decided: false,
    created_at: '2026-11-11T10:00:00Z',
    ...overrides,
  };
}

describe('/admin/replies', { timeout: 30_000 }, () => {
  it('shows the salon reason of a dispute, filters by a clicked salon and rejects with a reason', async () => {
    const queries: { filters?: Record<string, unknown> }[] = [];
    const calls = mockApi({
      'GET /api/common/account-data': admin,
      'GET /api/admin/replies': (req: Request) => {
        queries.push(JSON.parse(new URL(req.url).searchParams.get('q') ?? '{}'));
        return json({ rows: [review(1)], count: 1, meta: { counts: { placed: 4, disputed: 1, rejected: 0 } } });
      },
      'POST /api/admin/replies/1/reject': json({ id: 1, status: 'rejected', reason: 'Hakaret', answer: null, answered_at: null, admin_decided: true }),
    });
    const user = userEvent.setup();
    renderApp('/admin/replies');
    const row = await screen.findByTestId('table-row', {}, slow);
    expect(within(row).getByTestId('review-reason')).toHaveTextContent('Bu kişi hiç gelmedi');
    expect(within(row).getByTestId('review-confirm')).toBeInTheDocument();
    expect(screen.getByTestId('review-tabs')).toHaveTextContent('(1)');

    await user.click(within(row).getByTestId('review-salon'));
    await waitFor(() => expect(queries.at(-1)?.filters).toEqual({ salon: { type: 'radio', value: '7' } }), slow);
    expect(screen.getByTestId('salon-filter')).toHaveTextContent('Kuaför Işık');

    await user.click(within(screen.getByTestId('table-row')).getByTestId('review-reject'));
    await user.type(await screen.findByTestId('prompt-text'), 'Hakaret');
    await user.click(screen.getByTestId('prompt-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Hakaret' }));
  });
});
