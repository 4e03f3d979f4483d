import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi, type ApiCall } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { detail, options, overview, row, schedule } from './test/fixtures';

// The screens are a lazy chunk: load it once up front so the first test does not time out on it.
beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const staff = accountData({ role: 'salon_admin', roles: ['salon_admin'], home_route: 'admin-salon-salon' });
const calls = (list: ApiCall[], method: string, path: string) => list.filter((c) => c.method === method && c.path === path);

describe('salon desk', { timeout: 30_000 }, () => {
  it('overview: counters, the lists, and confirm/decline of a waiting booking', async () => {
    const list = mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/overview': overview(),
      'POST /api/salon/schedule/acts/confirm/1': { id: 1, status: 'confirmed' },
      'POST /api/salon/schedule/acts/decline/1': { id: 1, status: 'cancelled' },
    });
    renderApp('/admin-salon/overview');
    expect(await screen.findByTestId('overview-page', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count-today')).toHaveTextContent('2'));
    expect(screen.getByTestId('count-unconfirmed')).toHaveTextContent('1');
    expect(screen.getByTestId('count-revenue').textContent?.replace(/\s/g, ' ')).toContain('1.599,00');
    const waiting = within(screen.getByTestId('overview-unconfirmed')).getByTestId('act-item-1');
    expect(waiting).toHaveTextContent('Ayşe Işık');
    expect(within(waiting).getByTestId('act-item-deadline')).toBeInTheDocument();
    expect(within(screen.getByTestId('overview-today')).getByTestId('act-item-2')).toHaveTextContent('12:00–12:45');

    fireEvent.click(within(waiting).getByTestId('overview-confirm'));
    await waitFor(() => expect(calls(list, 'POST', '/api/salon/schedule/acts/confirm/1')).toHaveLength(1));

    // Decline asks first; "no" sends nothing, "yes" declines.
    fireEvent.click(within(waiting).getByTestId('overview-decline'));
    fireEvent.click(await screen.findByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-no')).not.toBeInTheDocument());
    expect(calls(list, 'POST', '/api/salon/schedule/acts/decline/1')).toHaveLength(0);
    fireEvent.click(within(waiting).getByTestId('overview-decline'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls(list, 'POST', '/api/salon/schedule/acts/decline/1')).toHaveLength(1));
  });

  it('schedule: blocks placed by time, breaks and days off shown, a click opens the visit', async () => {
    const list = mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/schedule/options': options(),
      'GET /api/salon/schedule': schedule(),
      'GET /api/salon/schedule/acts/1': detail(1),
    });
    renderApp('/admin-salon/schedule?date=2026-12-07');
    const block = await screen.findByTestId('schedule-act-1', {}, slow);
    // Two pixels a minute from 09:00: 10:00 is 120 px down, 45 minutes are 90 px.
    expect(block).toHaveStyle({ top: '120px', height: '90px' });
    expect(block).toHaveTextContent('10:00–10:45');
    expect(block).toHaveAttribute('data-status', 'new');
    const elif = screen.getByTestId('schedule-column-1-2026-12-07');
    expect(within(elif).getByTestId('schedule-break')).toHaveStyle({ top: '480px', height: '90px' });
    // Before 10:00 she is not working yet: shaded.
    expect(within(elif).getByTestId('schedule-off-hours')).toHaveStyle({ top: '0px', height: '120px' });
    const zeynep = screen.getByTestId('schedule-column-2-2026-12-07');
    expect(within(zeynep).getByTestId('schedule-off-hours')).toHaveStyle({ height: '1320px' });
    expect(calls(list, 'GET', '/api/salon/schedule')).not.toHaveLength(0);

    fireEvent.click(block);
    const drawer = await screen.findByTestId('act-drawer-body');
    expect(drawer).toHaveTextContent('Ayşe Işık');
    expect(within(drawer).getByTestId('act-when')).toHaveTextContent('7 Aralık 2026 Pzt · 10:00–10:45');
    expect(within(drawer).getByTestId('act-action-confirm')).toBeInTheDocument();
    expect(within(drawer).getByTestId('act-action-decline')).toBeInTheDocument();
  });

  it('schedule: the week of one master, a holiday shaded, arrows move a week', async () => {
    const days = Array.from({ length: 7 }, (_, i) => `2026-12-${String(7 + i).padStart(2, '0')}`);
    const week = schedule({
      view: 'week',
      from: days[0]!,
      to: days[6]!,
      days: days.map((date, i) => ({ date, weekday: i, hours: i === 2 ? null : { start: '09:00', end: '20:00' }, day_off: i === 2 ? { kind: 'holiday', note: 'Bayram' } : null })),
      masters: [{ id: 1, full_name: 'Elif Aslan', position: null, photo: null, days: days.map((date, i) => ({ date, working: i === 2 ? null : { start: '09:00', end: '20:00' }, breaks: [], appointments: [] })) }],
    });
    const seen: URLSearchParams[] = [];
    mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/schedule/options': options(),
      'GET /api/salon/schedule': (req: Request) => {
        seen.push(new URL(req.url).searchParams);
        return json(week);
      },
    });
    renderApp('/admin-salon/schedule?date=2026-12-09&view=week');
    const holiday = await screen.findByTestId('schedule-column-1-2026-12-09', {}, slow);
    expect(holiday).toHaveAttribute('data-day-off', 'true');
    expect(within(holiday).getByTestId('schedule-day-off')).toHaveTextContent('Tatil günü: Bayram');
    await waitFor(() => expect(seen.at(-1)?.get('master_id')).toBe('1'));
    expect(seen.at(-1)?.get('view')).toBe('week');
    fireEvent.click(screen.getByTestId('schedule-next'));
    await waitFor(() => expect(seen.at(-1)?.get('date')).toBe('2026-12-16'));
  });

  it('manual entry: the free plan shows the plan message and cannot submit', async () => {
    mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/schedule/options': options({ plan: 'free', manual_entries: false }),
      'GET /api/salon/schedule': schedule(),
    });
    renderApp('/admin-salon/schedule?date=2026-12-07');
    fireEvent.click(await screen.findByTestId('schedule-new-entry', {}, slow));
    expect(await screen.findByTestId('manual-plan-alert')).toHaveTextContent('Manuel randevu girişi yalnızca Premium planda kullanılabilir.');
    expect(screen.getByTestId('manual-plan-upgrade')).toHaveAttribute('href', '/admin-salon/payment');
    expect(screen.getByTestId('entry-submit')).toBeDisabled();
  });

  it('overview: the SMS quota of the month, and the way to upgrade when it is used up', async () => {
    mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/overview': overview(),
      'GET /api/salon/plan-usage': {
        plan: 'free',
        features: [],
        employees: { used: 2, limit: 3 },
        sms: { used: 100, limit: 100 },
        month: '2026-11',
      },
    });
    renderApp('/en/admin-salon/overview');
    expect(await screen.findByTestId('plan-usage-sms', {}, slow)).toHaveTextContent('SMS quota used: 100 / 100');
    expect(screen.getByTestId('plan-usage-employees')).toHaveTextContent('Employees: 2 / 3');
    expect(screen.getByTestId('plan-usage-warning')).toHaveTextContent('This month\'s SMS quota is used up');
    expect(screen.getByTestId('plan-usage-upgrade')).toHaveAttribute('href', '/en/admin-salon/payment');
  });

  it('overview: a team over the limit is its own warning, not the SMS one', async () => {
    mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/overview': overview(),
      'GET /api/salon/plan-usage': {
        plan: 'free',
        features: [],
        employees: { used: 5, limit: 3 },
        sms: { used: 0, limit: 100 },
        month: '2026-11',
      },
    });
    renderApp('/en/admin-salon/overview');
    expect(await screen.findByTestId('plan-usage-team-warning', {}, slow)).toHaveTextContent(
      "Your team is over the plan's limit of 3 employees",
    );
    expect(screen.queryByTestId('plan-usage-warning')).toBeNull();
    expect(screen.getByTestId('plan-usage-upgrade')).toHaveAttribute('href', '/en/admin-salon/payment');
  });

  it('overview: a Premium salon counts its SMS without a limit and is not asked to upgrade', async () => {
    mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/overview': overview(),
      'GET /api/salon/plan-usage': {
        plan: 'premium',
        features: ['crm'],
        employees: { used: 4, limit: 10 },
        sms: { used: 250, limit: null },
        month: '2026-11',
      },
    });
    renderApp('/en/admin-salon/overview');
    expect(await screen.findByTestId('plan-usage-sms', {}, slow)).toHaveTextContent('SMS sent this month: 250 (unlimited)');
    expect(screen.queryByTestId('plan-usage-upgrade')).toBeNull();
  });

  it('manual entry: looks the client up by phone, picks a free time and sends the entry', async () => {
    const list = mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/schedule/options': options(),
      'GET /api/salon/schedule': schedule(),
      'GET /api/salon/schedule/client': { source: 'salon_client', salon_client_id: 5, full_name: 'Can Er', phone: '+905553330003', email: 'can@example.com', birthday: '1990-05-17' },
      'POST /api/site/salon/employee-availability-for-given-date/1': { date: '2026-12-07', time_slicing: 30, duration: 45, masters: [{ master_id: 1, full_name: 'Elif Aslan', photo: null, working: null, free_times: ['11:00', '11:30'], schedule: { entries: [], breaks: [] } }] },
      'POST /api/salon/schedule/acts/new': detail(9, { source: 'manual', status: 'confirmed' }),
    });
    renderApp('/admin-salon/schedule?date=2026-12-07');
    fireEvent.click(await screen.findByTestId('schedule-new-entry', {}, slow));
    const modal = await screen.findByTestId('manual-entry-modal');
    // Submitting empty names every required field.
    fireEvent.click(within(modal).getByTestId('entry-submit'));
    expect(await within(modal).findAllByText('Zorunlu alan')).not.toHaveLength(0);
    expect(calls(list, 'POST', '/api/salon/schedule/acts/new')).toHaveLength(0);

    const user = userEvent.setup();
    const phone = within(modal).getByTestId('entry-phone') as HTMLInputElement;
    await user.click(phone);
    phone.setSelectionRange(4, 4);
    await user.keyboard('5553330003');
    await waitFor(() => expect(within(modal).getByTestId('entry-name')).toHaveValue('Can Er'));
    expect(within(modal).getByTestId('entry-email')).toHaveValue('can@example.com');
    expect(within(modal).getByTestId('entry-birthday')).toHaveValue('1990-05-17');
    expect(modal).toHaveTextContent('Salon müşterisi: Can Er');

    await user.click(within(modal).getByTestId('entry-services'));
    await user.click(await screen.findByRole('option', { name: /Saç kesimi/, hidden: true }));
    // Another category cannot join the same visit.
    expect(screen.getByRole('option', { name: /Manikür/, hidden: true })).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(within(modal).getByTestId('entry-master'));
    // The toolbar's master select has the same names: the entry's list is the last one opened.
    await user.click((await screen.findAllByRole('option', { name: 'Elif Aslan', hidden: true })).at(-1)!);
    await user.click(await within(modal).findByTestId('entry-time-11:30'));
    await user.click(within(modal).getByTestId('entry-submit'));
    await waitFor(() => expect(calls(list, 'POST', '/api/salon/schedule/acts/new')).toHaveLength(1));
    expect(calls(list, 'POST', '/api/salon/schedule/acts/new')[0]!.body).toEqual({
      phone: '+90 555 333 00 03',
      full_name: 'Can Er',
      email: 'can@example.com',
      birthday: '1990-05-17',
      comment: null,
      salon_service_ids: [11],
      master_id: 1,
      date: '2026-12-07',
      time: '11:30',
    });
    const availability = calls(list, 'POST', '/api/site/salon/employee-availability-for-given-date/1').at(-1);
    expect(availability?.body).toEqual({ date: '2026-12-07', masters: [1], duration: 45 });
    await waitFor(() => expect(screen.queryByTestId('manual-entry-modal')).not.toBeInTheDocument());
  });

  it('appointments: rows, status tabs as the status filter, cancel after a confirmation', async () => {
    const queries: Record<string, unknown>[] = [];
    const rows = [row(1), row(2, { status: 'confirmed', client_name: 'Mehmet Öz', total: 25000, important: true, viewed: true })];
    const list = mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/schedule/options': options(),
      'GET /api/salon/appointments': (req: Request) => {
        queries.push(JSON.parse(new URL(req.url).searchParams.get('q') ?? '{}'));
        return json({ rows, count: 2, meta: { counts: { all: 2, new: 1, moved: 0, confirmed: 1, cancelled: 0, completed: 0 } } });
      },
      'DELETE /api/salon/schedule/acts/2': detail(2, { status: 'cancelled' }),
    });
    renderApp('/admin-salon/appointments');
    expect(await screen.findAllByTestId('table-row', {}, slow)).toHaveLength(2);
    expect(queries[0]).toEqual({ offset: 0, limit: 8, sortColumn: 'date', sortDirection: -1, filters: {} });
    expect(screen.getByTestId('appointments-tab-confirmed')).toHaveTextContent('1');

    fireEvent.click(screen.getByTestId('appointments-tab-cancelled'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ offset: 0, filters: { status: { type: 'checkbox', values: ['cancelled'] } } }));
    expect(screen.getByTestId('appointments-tab-cancelled')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByTestId('appointments-tab-all'));
    await waitFor(() => expect(screen.getByTestId('appointments-tab-all')).toHaveAttribute('aria-selected', 'true'));

    const second = screen.getAllByTestId('table-row')[1]!;
    fireEvent.click(within(second).getByTestId('act-actions-menu'));
    fireEvent.click(await screen.findByTestId('act-action-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls(list, 'DELETE', '/api/salon/schedule/acts/2')).toHaveLength(1));
  });

  it('offer a time range: an end before the start is refused before anything is sent', async () => {
    const list = mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/schedule/options': options(),
      'GET /api/salon/schedule': schedule(),
      'GET /api/salon/schedule/acts/1': detail(1),
      'POST /api/salon/schedule/acts/offer-time-range/1': apiError(409, 'Bu işlem randevunun mevcut durumunda yapılamaz', 'action_not_allowed'),
    });
    renderApp('/admin-salon/schedule?date=2026-12-07');
    fireEvent.click(await screen.findByTestId('schedule-act-1', {}, slow));
    fireEvent.click(await screen.findByTestId('act-action-offer'));
    const modal = await screen.findByTestId('offer-modal');
    fireEvent.change(within(modal).getByTestId('offer-start'), { target: { value: '16:00' } });
    fireEvent.change(within(modal).getByTestId('offer-end'), { target: { value: '15:00' } });
    fireEvent.click(within(modal).getByTestId('offer-submit'));
    expect(await within(modal).findByText('Başlangıç saati bitişten önce olmalıdır')).toBeInTheDocument();
    expect(calls(list, 'POST', '/api/salon/schedule/acts/offer-time-range/1')).toHaveLength(0);

    // A valid range goes; the server's refusal (no field) shows in a snack and the modal stays.
    fireEvent.change(within(modal).getByTestId('offer-end'), { target: { value: '17:00' } });
    fireEvent.click(within(modal).getByTestId('offer-submit'));
    expect(await screen.findByText('Bu işlem randevunun mevcut durumunda yapılamaz')).toBeInTheDocument();
    expect(screen.getByTestId('offer-modal')).toBeInTheDocument();
    expect(calls(list, 'POST', '/api/salon/schedule/acts/offer-time-range/1')[0]?.body).toEqual({ date: '2026-12-07', start: '16:00', end: '17:00' });
  });
  it('a link to one visit (?id=) opens it on the appointments page', async () => {
    mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/schedule/options': options(),
      'GET /api/salon/appointments': json({ rows: [row(1)], count: 1, meta: { counts: { all: 1, new: 1, confirmed: 0, completed: 0, cancelled: 0 } } }),
      'GET /api/salon/schedule/acts/1': detail(1),
    });
    renderApp('/admin-salon/appointments?id=1');
    const drawer = await screen.findByTestId('act-drawer-body', {}, slow);
    expect(drawer).toHaveAttribute('data-act-id', '1');
  });
});
