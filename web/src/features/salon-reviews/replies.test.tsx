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
const salonAdmin = accountData({ role: 'salon_admin', roles: ['salon_admin'], home_route: 'admin-salon-salon' });

function review(id: number, overrides: Partial<ReviewRow> = {}): ReviewRow {
  return {
    id,
    salon_id: 1,
    salon_name: 'Kuaför Işık',
    salon_slug: 'kuafor-isik',
    master_id: 3,
    master_name: 'Elif Şahin',
    appointment_id: 40 + id,
    visit_date: '2026-11-10',
    author_name: 'Ayşe Yılmaz',
    service_quality: 5,
    atmosphere: 4,
    cleanliness: 3,
    rating: 4,
    text: 'Çok memnun kaldım',
    status: 'placed',
    reason: null,
    answer: null,
    answered_at: null,
    admin_decided: false,
    created_at: '2026-11-11T10:00:00Z',
    ...overrides,
  };
}

describe('/admin-salon/replies', { timeout: 30_000 }, () => {
  it('disputes a review with a reason and answers another in public', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/replies': json({ rows: [review(1), review(2, { status: 'disputed', reason: 'Sahte', answer: 'Teşekkürler' })], count: 2, meta: {} }),
      'GET /api/salon/replies/masters': json([{ id: 3, full_name: 'Elif Şahin' }]),
      'POST /api/salon/replies/reject/1': json({ id: 1, status: 'disputed', reason: 'Gelmedi', answer: null, answered_at: null, admin_decided: false }),
      'PUT /api/salon/replies/2/answer': json({ id: 2, status: 'disputed', reason: 'Sahte', answer: 'Yine bekleriz', answered_at: null, admin_decided: false }),
    });
    const user = userEvent.setup();
    renderApp('/admin-salon/replies');
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2), slow);
    const [placed, disputed] = screen.getAllByTestId('table-row') as [HTMLElement, HTMLElement];
    // A placed review can be disputed, a disputed one confirmed back; the reason and answer show.
    expect(within(placed).queryByTestId('review-confirm')).toBeNull();
    expect(within(disputed).queryByTestId('review-reject')).toBeNull();
    expect(within(disputed).getByTestId('review-reason')).toHaveTextContent('Sahte');
    expect(within(disputed).getByTestId('review-answer')).toHaveTextContent('Teşekkürler');

    await user.click(within(placed).getByTestId('review-reject'));
    const submit = await screen.findByTestId('prompt-submit');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('prompt-text'), '  Gelmedi ');
    await user.click(submit);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/salon/replies/reject/1')).toBe(true));
    expect(calls.find((c) => c.path === '/api/salon/replies/reject/1')?.body).toEqual({ reason: 'Gelmedi' });

    // The reason's modal may still be closing: look inside the answer's own modal.
    await waitFor(() => expect(screen.queryByTestId('prompt-text')).toBeNull(), slow);
    await user.click(within(disputed).getByTestId('review-answer-open'));
    const text = await screen.findByTestId('prompt-text');
    await waitFor(() => expect(text).toHaveValue('Teşekkürler'));
    await user.clear(text);
    await user.type(text, 'Yine bekleriz');
    await user.click(screen.getByTestId('prompt-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ text: 'Yine bekleriz' }));
  });
});
