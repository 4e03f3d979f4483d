import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, mockApi, type ApiCall } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { availableActions } from './components/ActionButtons';
import { detail, overview, row } from './test/fixtures';

// The screens are a lazy chunk: load it once up front so the first test does not time out on it.
beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const staff = accountData({ role: 'salon_admin', roles: ['salon_admin'], home_route: 'admin-salon-salon' });
const calls = (list: ApiCall[], method: string, path: string) => list.filter((c) => c.method === method && c.path === path);

const future = { confirm: false, decline: false, cancel: true, reschedule: true, offer: true, complete: false, no_show: false, reply: true };
const started = { ...future, complete: true, no_show: true };
const ended = { confirm: false, decline: false, cancel: false, reschedule: false, offer: false, complete: false, no_show: false, reply: true };

describe('desk actions follow the visit start (the API decides)', { timeout: 30_000 }, () => {
  it('offers no "complete" before the start, "complete" and "no-show" after it, nothing but a reply when ended', () => {
    expect(availableActions({ actions: future })).toEqual(['reschedule', 'offer', 'cancel', 'reply', 'important']);
    expect(availableActions({ actions: started })).toEqual(['complete', 'no_show', 'reschedule', 'offer', 'cancel', 'reply', 'important']);
    expect(availableActions({ actions: ended })).toEqual(['reply', 'important']);
  });

  it('marks a started visit as a no-show after asking, offers neither on a later visit (saying why), and shows the no-show flag', async () => {
    const list = mockApi({
      'GET /api/common/account-data': staff,
      'GET /api/salon/overview': overview({
        today: [row(2, { status: 'confirmed', start: '09:00', end: '09:45', actions: started }), row(3, { status: 'confirmed', start: '18:00', end: '18:45', actions: future })],
        unconfirmed: [row(1, { no_shows_flag: 2 })],
      }),
      'GET /api/salon/schedule/acts/2': detail(2, { status: 'confirmed', start: '09:00', end: '09:45', actions: started }),
      'GET /api/salon/schedule/acts/3': detail(3, { status: 'confirmed', start: '18:00', end: '18:45', actions: future }),
      'POST /api/salon/schedule/acts/no-show/2': { id: 2, status: 'no_show' },
    });
    renderApp('/admin-salon/overview');
    const flagged = await screen.findByTestId('act-item-1', {}, slow);
    expect(within(flagged).getByTestId('act-no-show-flag')).toHaveTextContent('90 günde 2 kez gelmedi');

    fireEvent.click(within(within(screen.getByTestId('overview-today')).getByTestId('act-item-2')).getByTestId('act-item-open'));
    const drawer = await screen.findByTestId('act-drawer-body');
    expect(within(drawer).getByTestId('act-action-complete')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('act-not-started')).not.toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('act-action-no_show'));
    expect(await screen.findByText('Müşteri gelmedi olarak işaretlensin mi?')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls(list, 'POST', '/api/salon/schedule/acts/no-show/2')).toHaveLength(1));

    // A visit later today has neither "complete" nor "no-show".
    fireEvent.click(within(within(screen.getByTestId('overview-today')).getByTestId('act-item-3')).getByTestId('act-item-open'));
    await waitFor(() => expect(screen.getByTestId('act-drawer-body')).toHaveTextContent('18:00'));
    const later = screen.getByTestId('act-drawer-body');
    expect(within(later).getByTestId('act-action-cancel')).toBeInTheDocument();
    expect(within(later).queryByTestId('act-action-complete')).not.toBeInTheDocument();
    expect(within(later).queryByTestId('act-action-no_show')).not.toBeInTheDocument();
    // ...and says why.
    expect(within(later).getByTestId('act-not-started')).toHaveTextContent('Randevu henüz başlamadı');
  });
});
