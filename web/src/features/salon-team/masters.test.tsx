import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import errorsTr from '@/locales/tr/errors.json';
import { employee, meta, row, services } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const salonAdmin = accountData({ role: 'salon_admin', roles: ['salon_admin'], home_route: 'admin-salon-salon' });

function table(rows = [row(1), row(2, { full_name: 'Zeynep Şahin', working_type: 'part_time', services_count: 1 })], m = meta()) {
  return json({ rows, count: rows.length, meta: m });
}

describe('admin-salon-masters', { timeout: 30_000 }, () => {
  it('lists masters with the plan limit and adds the admin as master', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/employees': () => table(),
      'POST /api/salon/employees/self': () => json(employee({ id: 9, full_name: 'Salon Sahibi', is_self: true, has_account: true })),
      'GET /api/salon/employees/9': () => json(employee({ id: 9, full_name: 'Salon Sahibi', is_self: true, has_account: true })),
      'GET /api/salon/employees/search-services': services,
      'GET /api/salon/employees/9/cases': [],
    });
    const { router } = renderApp('/admin-salon/masters');
    const tableEl = await screen.findByTestId('masters-table', {}, slow);
    await waitFor(() => expect(within(tableEl).getAllByTestId('master-name').map((n) => n.textContent)).toEqual(['Uzman 1', 'Zeynep Şahin']));
    expect(within(tableEl).getByText('Yarı zamanlı')).toBeInTheDocument();
    expect(screen.getByTestId('plan-limit')).toHaveTextContent('Ücretsiz planında 2 / 3 çalışan (işletme sahibi dahil)');
    expect(screen.queryByTestId('plan-limit-full')).toBeNull();
    expect(calls.some((c) => c.path === '/api/salon/employees')).toBe(true);

    fireEvent.click(screen.getByTestId('master-add-self'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-salon/masters/9'), slow);
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/salon/employees/self')).toHaveLength(1);
  });

  it('shows a full plan and hides "add myself" once the admin is a master', async () => {
    mockApi({ 'GET /api/common/account-data': salonAdmin, 'GET /api/salon/employees': () => table([row(1, { is_self: true })], meta({ used: 3, self_is_master: true })) });
    renderApp('/en/admin-salon/masters');
    expect(await screen.findByTestId('plan-limit-full', {}, slow)).toHaveTextContent('The employee limit is reached');
    expect(screen.getByTestId('plan-limit')).toHaveTextContent('3 of 3 employees on the free plan (owner included)');
    expect(screen.queryByTestId('master-add-self')).toBeNull();
  });
});

describe('admin-salon-masters-item', { timeout: 30_000 }, () => {
  it('validates the new master form and shows the plan refusal', async () => {
    let body: Record<string, unknown> | null = null;
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/employees': () => table(),
      'GET /api/salon/employees/search-services': services,
      'POST /api/salon/employees/new': (_req: Request, sent: unknown) => {
        body = sent as Record<string, unknown>;
        return apiError(409, errorsTr.employee_limit_reached.replace('{{limit}}', '3'), 'employee_limit_reached');
      },
    });
    renderApp('/admin-salon/masters/new');
    const form = await screen.findByTestId('master-form', {}, slow);
    fireEvent.click(within(form).getByTestId('salary-hourly'));
    fireEvent.click(screen.getByTestId('master-save'));
    const rate = await screen.findByTestId('master-hourly-rate');
    await waitFor(() => expect(rate.closest('.mantine-InputWrapper-root')).toHaveTextContent('Zorunlu alan'));
    expect(screen.getByTestId('master-full-name').closest('.mantine-InputWrapper-root')).toHaveTextContent('Zorunlu alan');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('master-full-name'), { target: { value: 'Ali Veli' } });
    fireEvent.change(rate, { target: { value: '250' } });
    // Monday ends before it starts.
    fireEvent.change(screen.getByTestId('day-0-start'), { target: { value: '18:00' } });
    fireEvent.change(screen.getByTestId('day-0-end'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByTestId('master-save'));
    await waitFor(() => expect(screen.getByTestId('day-0')).toHaveTextContent(errorsTr.time_range_alert));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('day-0-start'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByTestId('day-0-end'), { target: { value: '19:00' } });
    fireEvent.click(screen.getByTestId('day-0-add-break'));
    fireEvent.change(screen.getByTestId('day-0-break-0-start'), { target: { value: '13:00' } });
    fireEvent.change(screen.getByTestId('day-0-break-0-end'), { target: { value: '14:00' } });
    fireEvent.click(screen.getByTestId('day-6-works'));
    fireEvent.click(screen.getByTestId('master-save'));
    // The refusal names no field: it shows in a snack.
    expect(await screen.findByText(errorsTr.employee_limit_reached.replace('{{limit}}', '3'), {}, slow)).toBeInTheDocument();
    expect(body).toMatchObject({
      full_name: 'Ali Veli',
      salary_type: 'hourly',
      hourly_rate: 25000,
      working_type: 'full_time',
      phone: null,
      email: null,
    });
    const days = (body as unknown as { schedule: { days: unknown[] } }).schedule.days;
    expect(days[0]).toEqual({ weekday: 0, day_type: 'work', start: '10:00', end: '19:00', breaks: [{ start: '13:00', end: '14:00' }] });
    expect(days[6]).toEqual({ weekday: 6, day_type: 'work', start: null, end: null, breaks: [] });
  });

  it('puts server field errors under the schedule fields', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/employees/5': () => json(employee()),
      'GET /api/salon/employees/5/cases': [],
      'GET /api/salon/employees/search-services': services,
      'PUT /api/salon/employees/5': () =>
        apiError(422, 'Doğrulama hatası', 'validation_error', { 'schedule.days.2.end': ['Sunucu: bitiş saati'], phone: ['Hatalı biçim'] }),
    });
    renderApp('/admin-salon/masters/5');
    await screen.findByTestId('master-form', {}, slow);
    expect(screen.getByTestId('master-title')).toHaveTextContent('Elif Aslan');
    expect(screen.getByTestId('master-phone')).toHaveValue('+90 555 123 45 67');
    fireEvent.click(screen.getByTestId('master-save'));
    await waitFor(() => expect(screen.getByTestId('day-2')).toHaveTextContent('Sunucu: bitiş saati'), slow);
    expect(screen.getByTestId('master-phone').closest('.mantine-InputWrapper-root')).toHaveTextContent('Hatalı biçim');
    // Every message found its field: the top-level one does not show.
    expect(screen.queryByText('Doğrulama hatası')).toBeNull();
  });

  it('warns about planned visits and deletes with force after a second confirmation', async () => {
    const deletes: string[] = [];
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/employees': () => table(),
      'GET /api/salon/employees/5': () => json(employee()),
      'GET /api/salon/employees/5/cases': [],
      'GET /api/salon/employees/search-services': services,
      'DELETE /api/salon/employees/5': (req: Request) => {
        const force = new URL(req.url).searchParams.get('force');
        deletes.push(force ?? '');
        return force === 'true' ? json({ deleted: true, cancelled_visits: 2 }) : apiError(409, errorsTr.planned_visits_exist_master, 'planned_visits_exist_master');
      },
    });
    const { router } = renderApp('/admin-salon/masters/5');
    fireEvent.click(await screen.findByTestId('master-delete', {}, slow));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect(await screen.findByText(/Randevular salon tarafından iptal edilsin/, {}, slow)).toHaveTextContent(errorsTr.planned_visits_exist_master);
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-salon/masters'), slow);
    expect(deletes).toEqual(['', 'true']);
    expect(await screen.findByText('Uzman silindi, 2 randevu iptal edildi')).toBeInTheDocument();
  });
});
