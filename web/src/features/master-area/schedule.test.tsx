import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import errorsEn from '@/locales/en/errors.json';
import { addDays, mondayOf, salonToday } from '@/shared/lib/salonDates';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { masterSchedule } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const master = accountData({ role: 'salon_master', roles: ['salon_master'], home_route: 'master-personal' });
const monday = mondayOf(salonToday());

describe('master-schedule', { timeout: 30_000 }, () => {
  it('adds a break on a date and shows the server’s refusal', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    // Every day a working day, so today's card always offers a break.
    const everyDay = masterSchedule(monday);
    everyDay.schedule.week = everyDay.schedule.week.map((d) => ({ ...d, day_type: 'work', start: '10:00', end: '18:00' }));
    everyDay.schedule.salon_hours = everyDay.schedule.salon_hours.map((h) => ({ ...h, open: '09:00', close: '20:00' }));
    mockApi({
      'GET /api/common/account-data': master,
      'GET /api/master/schedule': () => json(everyDay),
      'POST /api/master/schedule/add-break': (_req: Request, body: unknown) => {
        sent.push(body);
        if (refuse) return apiError(409, errorsEn.break_overlaps_visit.replace('{{date}}', '01.12.2026').replace('{{time}}', '11:00'), 'break_overlaps_visit');
        return json(everyDay.schedule);
      },
    });
    renderApp('/en/master/schedule');
    const today = await screen.findByTestId(`day-${salonToday()}`, {}, slow);
    expect(within(today).getByTestId('day-hours')).toHaveTextContent('10:00–18:00');
    const add = within(today).getByTestId('break-add');
    fireEvent.click(add);
    const form = await screen.findByTestId('break-form');
    fireEvent.change(within(form).getByTestId('break-start'), { target: { value: '12:00' } });
    fireEvent.change(within(form).getByTestId('break-end'), { target: { value: '11:00' } });
    fireEvent.click(within(form).getByTestId('break-save'));
    expect(await within(form).findByText(errorsEn.time_range_alert)).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByTestId('break-end'), { target: { value: '12:30' } });
    fireEvent.click(within(form).getByTestId('break-save'));
    // The refusal names no field: it shows in a snack, the form stays open.
    expect(await screen.findByText(errorsEn.break_overlaps_visit.replace('{{date}}', '01.12.2026').replace('{{time}}', '11:00'))).toBeInTheDocument();
    expect(screen.getByTestId('break-form')).toBeInTheDocument();
    expect(sent[0]).toEqual({ master_id: 3, start: '12:00', end: '12:30', date: salonToday() });

    refuse = false;
    fireEvent.click(within(form).getByTestId('break-repeat-week'));
    fireEvent.click(within(form).getByTestId('break-save'));
    await waitFor(() => expect(screen.queryByTestId('break-form')).toBeNull(), slow);
    expect(sent[1]).toMatchObject({ master_id: 3, start: '12:00', end: '12:30' });
    expect(sent[1]).toHaveProperty('weekday');
    expect(await screen.findByText('Break added; clients no longer see these times')).toBeInTheDocument();
  });

  it('removes a break after a confirmation', async () => {
    const removed: unknown[] = [];
    mockApi({
      'GET /api/common/account-data': master,
      'GET /api/master/schedule': () => json(masterSchedule(monday)),
      'POST /api/master/schedule/remove-break': (_req: Request, body: unknown) => {
        removed.push(body);
        return json(masterSchedule(monday).schedule);
      },
    });
    renderApp('/master/schedule');
    await screen.findByTestId('master-schedule-page', {}, slow);
    // Next week is never in the past: every break there can be removed.
    fireEvent.click(screen.getByTestId('week-next'));
    const nextMonday = addDays(monday, 7);
    const day = await screen.findByTestId(`day-${nextMonday}`, {}, slow);
    fireEvent.click(within(day).getByTestId('break-remove'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(removed).toEqual([{ master_id: 3, id: 100 }]));
  });
});
