import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { ClientRow } from './api/types';
import { emptyPage, extended, salonAdmin } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const row = (id: number, full_name: string, overrides: Partial<ClientRow> = {}): ClientRow => ({
  id,
  full_name,
  phone: '+905551112233',
  email: null,
  gender: null,
  birthday: null,
  last_visit: '2026-11-10',
  visits: 2,
  created_at: '2026-11-01T10:00:00Z',
  ...overrides,
});

describe('/admin-salon/clients', { timeout: 30_000 }, () => {
  it('lists clients, searches through the server and opens a client', async () => {
    const queries: { search?: string; sortColumn?: string }[] = [];
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/clients': (req: Request) => {
        const q = JSON.parse(new URL(req.url).searchParams.get('q') ?? '{}');
        queries.push(q);
        const rows = q.search ? [row(1, 'Ayşe Yılmaz')] : [row(1, 'Ayşe Yılmaz'), row(2, 'Burak Işık', { last_visit: null, visits: 0 })];
        return json({ rows, count: rows.length, meta: {} });
      },
      'GET /api/salon/clients/extended/1': json(extended(1)),
      'GET /api/salon/clients/acts/1': json(emptyPage),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin-salon/clients');
    await waitFor(() => expect(screen.getAllByTestId('client-row-name').map((n) => n.textContent)).toEqual(['Ayşe Yılmaz', 'Burak Işık']), slow);
    expect(queries[0]).toMatchObject({ offset: 0, limit: 8, sortColumn: 'created', sortDirection: -1 });
    const burak = screen.getAllByTestId('table-row')[1]!;
    expect(within(burak).getByText('+90 555 111 22 33')).toBeInTheDocument();
    expect(within(burak).getByText('—')).toBeInTheDocument();
    expect(screen.getByTestId('client-create')).toHaveAttribute('href', '/admin-salon/clients/edit');

    await user.type(screen.getByTestId('table-search'), 'ayse');
    await waitFor(() => expect(screen.getAllByTestId('client-row-name')).toHaveLength(1), slow);
    expect(queries.at(-1)?.search).toBe('ayse');

    fireEvent.click(screen.getAllByTestId('table-row')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-salon/clients/info/1'));
    expect(await screen.findByTestId('client-name', {}, slow)).toHaveTextContent('Ayşe Yılmaz');
    expect(screen.getByTestId('stat-spend')).toHaveTextContent('1.200,00');
  });
});
