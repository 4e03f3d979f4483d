import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { visitRow } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const master = accountData({ role: 'salon_master', roles: ['salon_master'], home_route: 'master-personal' });

describe('master-appointments', { timeout: 30_000 }, () => {
  it('lists own visits with status badges and completes one with the payment method', async () => {
    const rows = [visitRow(1), visitRow(2, { status: 'completed', payment_method: 'cash', actions: { confirm: false, decline: false, complete: false } })];
    const queries: unknown[] = [];
    const completed: unknown[] = [];
    mockApi({
      'GET /api/common/account-data': master,
      'GET /api/master/appointments': (req: Request) => {
        queries.push(JSON.parse(new URL(req.url).searchParams.get('q') ?? '{}'));
        return json({ rows, count: rows.length, meta: {} });
      },
      'POST /api/master/acts/complete/1': (_req: Request, body: unknown) => {
        completed.push(body);
        rows[0] = visitRow(1, { status: 'completed', payment_method: 'cash', actions: { confirm: false, decline: false, complete: false } });
        return json({});
      },
    });
    renderApp('/master/appointments');
    const table = await screen.findByTestId('master-appointments-table', {}, slow);
    await waitFor(() => expect(within(table).getAllByTestId('visit-status').map((b) => b.textContent)).toEqual(['Yeni', 'Tamamlandı']));
    expect(queries[0]).toMatchObject({ sortColumn: 'date', sortDirection: -1, limit: 8 });
    expect(within(table).getAllByTestId('visit-confirm')).toHaveLength(1);

    fireEvent.click(within(table).getByTestId('visit-complete'));
    fireEvent.click(await screen.findByTestId('payment-cash'));
    fireEvent.click(screen.getByTestId('complete-save'));
    await waitFor(() => expect(completed).toEqual([{ payment: 'cash' }]));
    await waitFor(() => expect(within(table).getAllByTestId('visit-status').map((b) => b.textContent)).toEqual(['Tamamlandı', 'Tamamlandı']), slow);
    expect(within(table).queryByTestId('visit-complete')).toBeNull();
  });
});
