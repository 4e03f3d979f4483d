import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { salonAdmin, settings } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 10_000 };

describe('/admin-salon/settings', { timeout: 30_000 }, () => {
  it('saves only once the changes are confirmed and shows the server’s translated message', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/settings': settings(),
      'PUT /api/salon/settings': (_req: Request, body: unknown) =>
        json({ message: 'Информация о салоне обновлена', settings: settings({ time_slicing: 30, auto_confirm: (body as { auto_confirm: boolean }).auto_confirm }) }),
    });
    renderApp('/ru/admin-salon/settings');
    const save = await screen.findByTestId('settings-save', {}, slow);
    expect(save).toBeDisabled();
    expect(screen.getByTestId('section-hours')).toHaveTextContent('Понедельник');
    fireEvent.click(screen.getByTestId('confirmation-auto'));
    fireEvent.click(within(screen.getByTestId('time-slicing')).getByText('30 мин'));
    fireEvent.click(screen.getByTestId('confirm-changes'));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText('Информация о салоне обновлена', {}, slow)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      main_categories: [11],
      about: { tr: 'Moda’da bir salon', en: null, ru: null },
      days_off: ['2027-01-01'],
      amenities: ['wifi'],
      time_slicing: 30,
      auto_confirm: true,
      confirm_changes: true,
    });
    expect((put?.body as { working_hours: unknown[] }).working_hours[0]).toEqual({ weekday: 0, enabled: true, open: '10:00', close: '21:00' });
    expect((put?.body as { working_hours: unknown[] }).working_hours[6]).toEqual({ weekday: 6, enabled: false, open: null, close: null });
    // A new change needs a new confirmation.
    await waitFor(() => expect(screen.getByTestId('confirm-changes')).not.toBeChecked(), slow);
    expect(screen.getByTestId('settings-save')).toBeDisabled();
  });

  it('an enabled day that closes before it opens shows the time range alert and nothing is sent', async () => {
    const hours = settings().working_hours.map((d) => (d.weekday === 1 ? { ...d, open: '18:00', close: '09:00' } : d));
    const calls = mockApi({ 'GET /api/common/account-data': salonAdmin, 'GET /api/salon/settings': settings({ working_hours: hours }) });
    renderApp('/en/admin-salon/settings');
    fireEvent.click(await screen.findByTestId('confirm-changes', {}, slow));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await within(screen.getByTestId('day-1')).findByText('The start time must be earlier than the end time', {}, slow)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // Turning the day off drops the rule for it.
    fireEvent.click(screen.getByTestId('day-1-enabled'));
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), slow);
  });

  it('needs 1 to 3 main categories and at least one working day', async () => {
    const closed = settings().working_hours.map((d) => ({ ...d, enabled: false }));
    const calls = mockApi({ 'GET /api/common/account-data': salonAdmin, 'GET /api/salon/settings': settings({ working_hours: closed }) });
    renderApp('/admin-salon/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Saç Bakımı kategorisini kaldır' }, slow));
    expect(screen.getByTestId('main-categories-picked')).toHaveTextContent('Henüz kategori seçilmedi');
    fireEvent.click(screen.getByTestId('confirm-changes'));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('En az 1, en fazla 3 ana kategori seçin', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('working-hours-error')).toHaveTextContent('Salonun çalışma saatleri ve adresi gereklidir');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a full list of three categories takes no more', async () => {
    const three = [
      { id: 11, name: 'Saç Bakımı', department_id: 1, department: 'Kuaför' },
      { id: 12, name: 'Tırnak', department_id: 2, department: 'Tırnak' },
      { id: 13, name: 'Makyaj', department_id: 3, department: 'Makyaj' },
    ];
    mockApi({ 'GET /api/common/account-data': salonAdmin, 'GET /api/salon/settings': settings({ main_categories: three }) });
    renderApp('/en/admin-salon/settings');
    const lookup = await screen.findByTestId('main-categories-lookup', {}, slow);
    expect(lookup).toBeDisabled();
    expect(lookup).toHaveAttribute('placeholder', 'Up to 3 categories can be chosen');
  });

  it('puts the server’s field messages under their fields', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/settings': settings(),
      'PUT /api/salon/settings': apiError(422, 'Validation error', 'validation_error', { 'working_hours.2.close': ['The start time must be earlier than the end time'], 'days_off.0': ['Value should not be less than 2026-11-21'] }),
    });
    renderApp('/en/admin-salon/settings');
    fireEvent.click(await screen.findByTestId('confirm-changes', {}, slow));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await within(screen.getByTestId('day-2')).findByText('The start time must be earlier than the end time', {}, slow)).toBeInTheDocument();
    expect(within(screen.getByTestId('days-off')).getByText('Value should not be less than 2026-11-21')).toBeInTheDocument();
    expect(screen.queryByText('Validation error')).toBeNull();
  });

  it('adds and removes days off', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/settings': settings(),
      'PUT /api/salon/settings': json({ message: 'İşletme bilgileri güncellendi', settings: settings() }),
    });
    renderApp('/admin-salon/settings');
    const input = await screen.findByTestId('day-off-input', {}, slow);
    expect(screen.getByTestId('days-off-list')).toHaveTextContent('Yılbaşı');
    fireEvent.change(input, { target: { value: '2030-05-19' } });
    fireEvent.click(screen.getByTestId('day-off-add'));
    fireEvent.click(screen.getByTestId('day-off-remove-2027-01-01'));
    fireEvent.click(screen.getByTestId('confirm-changes'));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('İşletme bilgileri güncellendi', {}, slow)).toBeInTheDocument();
    expect((calls.find((c) => c.method === 'PUT')?.body as { days_off: string[] }).days_off).toEqual(['2030-05-19']);
  });
});
