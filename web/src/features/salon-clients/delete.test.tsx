import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { emptyPage, extended, salonAdmin } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const plannedMessage = 'Müşterinin planlanmış ziyaretleri var, önce iptal edin';

/** DELETE answers 409 planned_visits_exist_client without force, and deletes with it. */
function mockDelete() {
  return mockApi({
    'GET /api/common/account-data': salonAdmin,
    'GET /api/salon/clients/extended/7': json(extended(7)),
    'GET /api/salon/clients': json(emptyPage),
    'DELETE /api/salon/clients/7': (req: Request) =>
      new URL(req.url).searchParams.get('force') === 'true'
        ? json({ deleted: true, cancelled: 1 })
        : apiError(409, plannedMessage, 'planned_visits_exist_client'),
  });
}

const deletes = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.method === 'DELETE');

describe('deleting a client', { timeout: 30_000 }, () => {
  it('asks, is told about planned visits, asks again and retries with force', async () => {
    const calls = mockDelete();
    const { router } = renderApp('/admin-salon/clients/edit/7');
    fireEvent.click(await screen.findByTestId('client-delete', {}, slow));
    expect(await screen.findByText('Ayşe Yılmaz ve tüm kayıtları silinsin mi? Geçmiş ziyaretler randevularda kalır.')).toBeInTheDocument();
    expect(deletes(calls)).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-yes'));

    expect(await screen.findByText(new RegExp(`^${plannedMessage} Planlanmış ziyaretler salon tarafından iptal edilecek`), {}, slow)).toBeInTheDocument();
    expect(deletes(calls)).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('confirm-yes'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-salon/clients'));
    expect(deletes(calls).map((c) => c.path)).toEqual(['/api/salon/clients/7', '/api/salon/clients/7']);
    const fetches = (globalThis.fetch as ReturnType<typeof vi.fn>).mock.calls.map(([r]) => (r as Request).url).filter((u) => u.includes('/api/salon/clients/7'));
    expect(fetches.some((u) => u.endsWith('force=false'))).toBe(true);
    expect(fetches.some((u) => u.endsWith('force=true'))).toBe(true);
    expect(await screen.findByText('Müşteri silindi, 1 ziyaret iptal edildi')).toBeInTheDocument();
  });

  it('keeps the client when the second confirmation is declined', async () => {
    const calls = mockDelete();
    const { router } = renderApp('/admin-salon/clients/info/7');
    fireEvent.click(await screen.findByTestId('client-delete', {}, slow));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    // The second question, not the first one's button on its way out (a race on a slow machine).
    await screen.findByText(new RegExp(`^${plannedMessage}`), {}, slow);
    await waitFor(() => expect(screen.getAllByTestId('confirm-no')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-no')).not.toBeInTheDocument(), slow);
    expect(deletes(calls)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/admin-salon/clients/info/7');
  });

  it('does nothing when the first confirmation is cancelled', async () => {
    const calls = mockDelete();
    renderApp('/admin-salon/clients/edit/7');
    fireEvent.click(await screen.findByTestId('client-delete', {}, slow));
    fireEvent.click(await screen.findByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-no')).not.toBeInTheDocument());
    expect(deletes(calls)).toEqual([]);
  });
});
