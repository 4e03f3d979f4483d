import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi, type ApiCall } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { Act } from './api/types';
import { act, counts, futureDate } from './test/fixtures';

// The screens are a lazy chunk: load it once up front so the first test does not time out on it.
beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
// Intl puts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A client with `rows` on every history page; extra handlers override. */
function mockHistory(rows: Act[], extra: Record<string, unknown> = {}, count = rows.length) {
  const queries: URLSearchParams[] = [];
  const calls = mockApi({
    'GET /api/common/account-data': accountData(),
    'GET /api/client/acts-count': counts,
    'GET /api/client/acts': (req: Request) => {
      queries.push(new URL(req.url).searchParams);
      return json({ rows, count });
    },
    ...extra,
  });
  return { calls, queries };
}

const posts = (calls: ApiCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('/dashboard/history', { timeout: 30_000 }, () => {
  it('shows upcoming visits first, the counts, and switches filters through the URL', async () => {
    const { queries } = mockHistory([act(1), act(2, { status: 'confirmed', items: [{ salon_service_id: 12, name: 'Manikür', option_name: 'Jel', kind: 'service', quantity: 2, price: 20000, duration: 30 }], total: 40000 })]);
    const { router } = renderApp('/dashboard/history');
    const card = await screen.findByTestId('act-1', {}, slow);
    expect(screen.getByTestId('history-page')).toBeInTheDocument();
    expect(screen.getByTestId('history-tab-upcoming')).toHaveAttribute('aria-selected', 'true');
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ status: 'upcoming', page: '1', per_page: '8' });
    await waitFor(() => expect(screen.getByTestId('history-tab-all')).toHaveTextContent('Tümü5'));
    expect(screen.getByTestId('history-tab-cancelled')).toHaveTextContent('İptal edilen1');

    expect(within(card).getByTestId('act-salon')).toHaveAttribute('href', '/isletme/studio-lale');
    expect(within(card).getByTestId('act-master')).toHaveTextContent('Elif Demir');
    expect(within(card).getByTestId('act-time')).toHaveTextContent('10:30–11:30');
    expect(plain(within(card).getByTestId('act-total').textContent)).toBe('Toplam: ₺450,00');
    expect(within(card).getByTestId('act-status')).toHaveTextContent('Onay bekliyor');
    expect(within(card).getByTestId('act-calendar')).toHaveAttribute('href', '/api/client/acts/1/calendar.ics');
    const second = screen.getByTestId('act-2');
    expect(within(second).getByTestId('act-services')).toHaveTextContent('Manikür · Jel 2 adet');
    expect(within(second).getByTestId('act-status')).toHaveTextContent('Onaylandı');

    fireEvent.click(screen.getByTestId('history-tab-completed'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('completed'));
    expect(screen.getByTestId('history-tab-completed')).toHaveAttribute('aria-selected', 'true');
  });

  it('pages 8 at a time', async () => {
    const { queries } = mockHistory([act(1)], {}, 20);
    const { router } = renderApp('/dashboard/history?status=all');
    const nav = await screen.findByTestId('history-pagination', {}, slow);
    fireEvent.click(within(nav).getByRole('button', { name: 'Sayfa 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&page=3'));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ status: 'all', page: '3', per_page: '8' }));
  });

  it('shows an empty state', async () => {
    mockHistory([]);
    renderApp('/dashboard/history');
    expect(await screen.findByTestId('history-empty', {}, slow)).toHaveTextContent('Burada randevu yok');
  });

  it('cancel asks first, then the card shows the cancelled visit', async () => {
    const { calls } = mockHistory([act(1)], {
      'POST /api/client/cancel/1': act(1, { status: 'cancelled', can_cancel: false, can_reschedule: false }),
    });
    renderApp('/dashboard/history');
    const card = await screen.findByTestId('act-1', {}, slow);

    fireEvent.click(within(card).getByTestId('act-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-no')).toBeNull());
    expect(posts(calls, '/api/client/cancel/1')).toHaveLength(0);

    fireEvent.click(within(card).getByTestId('act-cancel'));
    expect(await screen.findByText(/Studio Lale salonundaki/)).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(within(card).getByTestId('act-status')).toHaveTextContent('İptal edildi'));
    expect(posts(calls, '/api/client/cancel/1')).toHaveLength(1);
    expect(within(card).queryByTestId('act-cancel')).toBeNull();
    expect(within(card).queryByTestId('act-calendar')).toBeNull();
  });

  it('a refused cancellation shows the server message (en)', async () => {
    mockHistory([act(1)], {
      'POST /api/client/cancel/1': apiError(422, 'Maximum daily cancellations reached', 'max_daily_cancellations'),
    });
    renderApp('/en/dashboard/history');
    const card = await screen.findByTestId('act-1', {}, slow);
    expect(within(card).getByTestId('act-status')).toHaveTextContent('Awaiting confirmation');
    expect(screen.getByTestId('history-tab-upcoming')).toHaveTextContent('Upcoming');
    fireEvent.click(within(card).getByTestId('act-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText('Maximum daily cancellations reached')).toBeInTheDocument();
    expect(within(card).getByTestId('act-status')).toHaveTextContent('Awaiting confirmation');
  });

  it('reschedule offers only the free times of the master for the chosen day and posts the choice', async () => {
    const availability: { date: string; masters: number[]; duration: number }[] = [];
    const other = futureDate(50);
    const datesAsked: URLSearchParams[] = [];
    const { calls } = mockHistory([act(1)], {
      'POST /api/site/salon/employee-availability-for-given-date/3': (_req: Request, body: unknown) => {
        const b = body as { date: string; masters: number[]; duration: number };
        availability.push(b);
        const free = b.date === other ? ['14:00', '14:30'] : ['09:00'];
        return json({ date: b.date, time_slicing: 30, duration: 60, masters: [{ master_id: 7, full_name: 'Elif Demir', photo: null, working: null, free_times: free, schedule: { entries: [], breaks: [] } }] });
      },
      'POST /api/client/time-transfer/1': (_req: Request, body: unknown) =>
        json(act(1, { status: 'moved', moved_by: 'client', provision_date: other, ...(body as { provision_time: string }) })),
      'GET /api/site/order/available-dates': (req: Request) => {
        datesAsked.push(new URL(req.url).searchParams);
        return json({ dates: [other, futureDate(51)] });
      },
    });
    renderApp('/dashboard/history');
    const card = await screen.findByTestId('act-1', {}, slow);
    fireEvent.click(within(card).getByTestId('act-reschedule'));
    expect(await screen.findByTestId('reschedule-time-09:00')).toBeInTheDocument();
    expect(availability[0]).toEqual({ date: act(1).provision_date, masters: [7], duration: 60 });
    expect(screen.getByTestId('reschedule-submit')).toBeDisabled();

    const dateInput = screen.getByTestId('reschedule-date');
    expect(dateInput).toHaveAttribute('type', 'date');
    expect(dateInput).toHaveAttribute('min', futureDate(0));
    // The master's next free days are offered as chips; picking one loads its times.
    const freeDays = await screen.findByTestId('reschedule-free-days');
    expect(within(freeDays).getAllByRole('radio')).toHaveLength(2);
    expect(Object.fromEntries(datesAsked[0]!)).toEqual({ salon_id: '3', master_id: '7', duration: '60' });
    fireEvent.click(screen.getByTestId(`reschedule-day-${other}`));
    expect(await screen.findByTestId('reschedule-time-14:30')).toBeInTheDocument();
    expect(dateInput).toHaveValue(other);
    expect(screen.queryByTestId('reschedule-time-09:00')).toBeNull();
    expect(screen.queryByTestId('reschedule-time-10:30')).toBeNull();
    fireEvent.click(screen.getByTestId('reschedule-time-14:30'));
    fireEvent.click(screen.getByTestId('reschedule-submit'));

    await waitFor(() => expect(within(card).getByTestId('act-status')).toHaveTextContent('Saat değişti'));
    expect(within(card).getByTestId('act-moved')).toHaveTextContent('salona iletildi');
    expect(posts(calls, '/api/client/time-transfer/1')[0]?.body).toEqual({ provision_date: other, provision_time: '14:30' });
    expect(within(card).getByTestId('act-time')).toHaveTextContent('14:30');
  });

  it('a refused reschedule keeps the modal open with the message', async () => {
    mockHistory([act(1)], {
      'POST /api/site/salon/employee-availability-for-given-date/3': json({ date: '', time_slicing: 30, duration: 60, masters: [{ master_id: 7, full_name: 'Elif Demir', photo: null, working: null, free_times: ['16:00'], schedule: { entries: [], breaks: [] } }] }),
      'POST /api/client/time-transfer/1': apiError(422, '', 'max_daily_changes'),
    });
    renderApp('/dashboard/history');
    fireEvent.click(within(await screen.findByTestId('act-1', {}, slow)).getByTestId('act-reschedule'));
    fireEvent.click(await screen.findByTestId('reschedule-time-16:00'));
    fireEvent.click(screen.getByTestId('reschedule-submit'));
    expect(await screen.findByTestId('reschedule-error')).toHaveTextContent('Günlük en fazla değişiklik sayısına ulaşıldı');
  });

  it('accepts a time inside the range the salon offered, on its grid', async () => {
    const offer = { date: futureDate(46), start: '12:00', end: '13:30' };
    const { calls } = mockHistory([act(1, { status: 'moved', moved_by: 'salon', offer, can_reschedule: false })], {
      'POST /api/site/salon/employee-availability-for-given-date/3': json({ date: offer.date, time_slicing: 30, duration: 60, masters: [] }),
      'POST /api/client/accept-range/1': json(act(1, { status: 'confirmed', provision_time: '12:30', end_time: '13:30' })),
    });
    renderApp('/dashboard/history');
    const card = await screen.findByTestId('act-1', {}, slow);
    expect(within(card).getByTestId('act-offer')).toHaveTextContent('12:00–13:30');
    expect(within(card).queryByTestId('act-confirm')).toBeNull();
    fireEvent.click(within(card).getByTestId('act-accept-range'));
    expect(await screen.findByTestId('accept-time-13:00')).toBeInTheDocument();
    expect(screen.getByTestId('accept-time-12:00')).toBeInTheDocument();
    expect(screen.queryByTestId('accept-time-13:30')).toBeNull();
    fireEvent.click(screen.getByTestId('accept-time-12:30'));
    fireEvent.click(screen.getByTestId('accept-submit'));
    await waitFor(() => expect(within(card).getByTestId('act-status')).toHaveTextContent('Onaylandı'));
    expect(posts(calls, '/api/client/accept-range/1')[0]?.body).toEqual({ provision_time: '12:30' });
  });

  it('confirms a time the salon moved', async () => {
    const { calls } = mockHistory([act(1, { status: 'moved', moved_by: 'salon', can_confirm: true })], {
      'POST /api/client/confirm/1': act(1, { status: 'confirmed' }),
    });
    renderApp('/dashboard/history');
    const card = await screen.findByTestId('act-1', {}, slow);
    expect(within(card).getByTestId('act-moved')).toHaveTextContent('Salon randevu saatini değiştirdi');
    fireEvent.click(within(card).getByTestId('act-confirm'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(within(card).getByTestId('act-status')).toHaveTextContent('Onaylandı'));
    expect(posts(calls, '/api/client/confirm/1')).toHaveLength(1);
    expect(within(card).queryByTestId('act-confirm')).toBeNull();
  });
  it('a completed visit offers "book again" with its services, options and master (issue #16 item 10)', async () => {
    const items = [
      { salon_service_id: 11, name: 'Saç kesimi', option_name: null, kind: 'service', quantity: 1, price: 45000, duration: 60 },
      { salon_service_id: 11, option_id: 40, name: 'Saç kesimi', option_name: 'Fön', kind: 'addon', quantity: 1, price: 10000, duration: 15 },
      { salon_service_id: 12, name: 'Manikür', option_name: null, kind: 'service', quantity: 1, price: 20000, duration: 30 },
    ];
    mockHistory([act(1, { status: 'completed', can_cancel: false, can_reschedule: false, items }), act(2)]);
    renderApp('/ru/dashboard/history?status=completed');
    const card = await screen.findByTestId('act-1', {}, slow);
    const again = within(card).getByTestId('act-book-again');
    expect(again).toHaveTextContent('Записаться снова');
    const link = new URL(again.getAttribute('href')!, 'http://x');
    expect(link.pathname).toBe('/ru/order');
    expect(Object.fromEntries(link.searchParams)).toEqual({ salon_id: '3', master_id: '7', services: '11.40,12' });
    // Only completed visits.
    expect(within(screen.getByTestId('act-2')).queryByTestId('act-book-again')).toBeNull();
  });
});
