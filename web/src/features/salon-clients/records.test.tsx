import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { ClientRecord } from './api/types';
import { emptyPage, extended, salonAdmin } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const record = (id: number, text: string): ClientRecord => ({ id, text, created_at: '2026-11-20T09:30:00Z', author: 'Selin Kaya' });

/** A server that keeps the card's records: POST adds, DELETE removes, GET shows them. */
function recordsServer(initial: ClientRecord[]) {
  let records = [...initial];
  const calls = mockApi({
    'GET /api/common/account-data': salonAdmin,
    'GET /api/salon/clients/extended/7': () => json(extended(7, { records })),
    'GET /api/salon/clients/acts/7': json(emptyPage),
    'POST /api/salon/clients/7/records': (_req: Request, body: unknown) => {
      const added = record(100 + records.length, (body as { text: string }).text);
      records = [added, ...records];
      return json(added);
    },
    'DELETE /api/salon/clients/7/records/1': () => {
      records = records.filter((r) => r.id !== 1);
      return json({ deleted: true });
    },
  });
  return calls;
}

const bodies = () => screen.getAllByTestId('record-body').map((b) => b.textContent);

describe('client records and top categories', { timeout: 30_000 }, () => {
  it('lists records and the top 3 categories, adds a record and shows it first', async () => {
    const calls = recordsServer([record(1, 'Amonyağa alerjisi var')]);
    const user = userEvent.setup();
    renderApp('/admin-salon/clients/edit/7');
    await screen.findByTestId('client-records', {}, slow);
    expect(bodies()).toEqual(['Amonyağa alerjisi var']);
    expect(screen.getByTestId('client-records')).toHaveTextContent('Selin Kaya');
    const top = screen.getAllByTestId('top-category').map((c) => c.textContent);
    expect(top).toEqual(['1Saç2 ziyaret', '2Tırnak1 ziyaret', '3Cilt bakımı1 ziyaret']);

    fireEvent.click(screen.getByTestId('record-add'));
    expect(await screen.findByText('Zorunlu alan')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByTestId('record-text'), '  Elif ile çalışmayı tercih ediyor  ');
    fireEvent.click(screen.getByTestId('record-add'));
    await waitFor(() => expect(bodies()).toEqual(['Elif ile çalışmayı tercih ediyor', 'Amonyağa alerjisi var']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Elif ile çalışmayı tercih ediyor' });
    expect(screen.getByTestId('record-text')).toHaveValue('');
  });

  it('deletes a record after confirmation (Russian)', async () => {
    const calls = recordsServer([record(1, 'Старая запись')]);
    renderApp('/ru/admin-salon/clients/info/7');
    const card = await screen.findByTestId('record', {}, slow);
    fireEvent.click(within(card).getByTestId('record-delete'));
    expect(await screen.findByText('Удалить эту запись?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(await screen.findByTestId('records-empty', {}, slow)).toHaveTextContent('Записей пока нет.');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/salon/clients/7/records/1']);
    expect(screen.getByTestId('stat-visits')).toHaveTextContent('3');
  });
});
