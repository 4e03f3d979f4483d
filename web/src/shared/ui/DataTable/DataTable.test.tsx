import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { apiError, json, mockApi, type Handler } from '@/test/mockApi';
import {
  buildTableQuery,
  DataTable,
  nextSort,
  TABLE_MOBILE_QUERY,
  tableKeyPrefix,
  useTableQuery,
  type DataTableProps,
  type TableDefinition,
  type TableFilterDef,
  type TableQuery,
} from './index';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Row {
  id: number;
  name: string;
  date: string;
  status: string;
}

const definition: TableDefinition = {
  dataUrl: '/api/salon/clients',
  columns: [
    { name: 'name', label: 'Ad', sortable: true, showInMobile: true },
    { name: 'date', label: 'Tarih', sortable: true, colspan: 2 },
    { name: 'status', label: 'Durum', showInMobile: true },
  ],
  defaultSortColumn: 'date',
  defaultSortDirection: -1,
  search: true,
};

const filters: TableFilterDef[] = [
  { type: 'checkbox', name: 'status', label: 'Durum', options: [{ value: 'new', label: 'Yeni' }, { value: 'confirmed', label: 'Onaylandı' }] },
  { type: 'radio', name: 'paid', label: 'Ödeme', options: [{ value: 'paid', label: 'Ödendi' }, { value: 'unpaid', label: 'Ödenmedi' }] },
  { type: 'number_range', name: 'price', label: 'Fiyat' },
  { type: 'date', name: 'day', label: 'Gün' },
];

const rows = (from: number, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Müşteri ${from + i}`, date: '2026-11-21', status: 'new' }));

interface Sent {
  q: TableQuery;
  at: number;
}

/** Answers the table call with a page of `count` rows (or `handler`), recording every q JSON. */
function mockTable(count = 42, handler?: Handler) {
  const sent: Sent[] = [];
  mockApi({
    'GET /api/salon/clients': (req: Request, body: unknown) => {
      const q = JSON.parse(new URL(req.url).searchParams.get('q') ?? '{}') as TableQuery;
      sent.push({ q, at: Date.now() });
      if (handler) return handler(req, body);
      return json({ rows: rows(q.offset + 1, Math.max(0, Math.min(q.limit, count - q.offset))), count, meta: {} });
    },
  });
  return sent;
}

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const queryClient = createAppQueryClient(() => {});
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <DataTable<Row>
        definition={definition}
        filters={filters}
        renderCell={(row, column) => String(row[column as keyof Row])}
        rowKey={(row) => row.id}
        {...props}
      />
    </AppProviders>,
  );
  return { ...utils, queryClient };
}

const last = (sent: Sent[]) => sent.at(-1)!.q;

describe('DataTable', { timeout: 15_000 }, () => {
  it('asks for the first page of 8 in the default order and shows "x–y of N"', async () => {
    const sent = mockTable();
    renderTable();
    expect(await screen.findAllByTestId('table-row')).toHaveLength(8);
    expect(sent[0]!.q).toEqual({ offset: 0, limit: 8, sortColumn: 'date', sortDirection: -1, filters: {} });
    expect(screen.getByTestId('table-range')).toHaveTextContent('42 kayıttan 1–8');
    expect(screen.getByRole('columnheader', { name: /Tarih/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Tarih/ })).toHaveAttribute('colspan', '2');
    expect(within(screen.getAllByTestId('table-row')[0]!).getAllByRole('cell')[1]).toHaveAttribute('colspan', '2');
  });

  it('a count the server capped reads "of N+" and its pages end at the cap', async () => {
    const sent = mockTable(1000, (req) => {
      const q = JSON.parse(new URL(req.url).searchParams.get('q') ?? '{}') as TableQuery;
      return json({ rows: rows(q.offset + 1, 8), count: 1000, count_capped: true, meta: {} });
    });
    renderTable();
    await screen.findAllByTestId('table-row');
    expect(screen.getByTestId('table-range')).toHaveTextContent('1000+ kayıttan 1–8');
    expect(screen.getByRole('button', { name: 'Sayfa 125' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sayfa 126' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 125' }));
    await waitFor(() => expect(last(sent).offset).toBe(992));
    await waitFor(() => expect(screen.getByTestId('table-range')).toHaveTextContent('1000+ kayıttan 993–1000'));
  });

  it('sends the auth headers like the typed client', async () => {
    const seen: Headers[] = [];
    localStorage.setItem('token', 'tok');
    mockTable(1, (req) => {
      seen.push(req.headers);
      return json({ rows: rows(1, 1), count: 1, meta: {} });
    });
    renderTable();
    await screen.findAllByTestId('table-row');
    expect(seen[0]!.get('Authorization')).toBe('Bearer tok');
    expect(seen[0]!.get('Accept-Language')).toBe('tr');
    expect(seen[0]!.get('x-session-id')).toMatch(/^\w{9}$/);
  });

  it('a sortable header cycles ascending → descending → default order', async () => {
    const sent = mockTable();
    renderTable();
    await screen.findAllByTestId('table-row');
    const header = () => screen.getByRole('columnheader', { name: /^Ad/ });
    expect(header()).not.toHaveAttribute('aria-sort');

    fireEvent.click(screen.getByTestId('table-sort-name'));
    await waitFor(() => expect(last(sent)).toMatchObject({ sortColumn: 'name', sortDirection: 1 }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Tarih/ })).not.toHaveAttribute('aria-sort');

    fireEvent.click(screen.getByTestId('table-sort-name'));
    await waitFor(() => expect(last(sent)).toMatchObject({ sortColumn: 'name', sortDirection: -1 }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByTestId('table-sort-name'));
    await waitFor(() => expect(last(sent).sortDirection).toBe(0));
    expect(last(sent)).not.toHaveProperty('sortColumn');
    expect(header()).not.toHaveAttribute('aria-sort');
  });

  it('pages move the offset by the limit', async () => {
    const sent = mockTable();
    renderTable();
    await screen.findAllByTestId('table-row');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(last(sent).offset).toBe(8));
    await waitFor(() => expect(screen.getByTestId('table-range')).toHaveTextContent('42 kayıttan 9–16'));
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() => expect(last(sent).offset).toBe(16));
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 6' }));
    await waitFor(() => expect(last(sent).offset).toBe(40));
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2));
    expect(screen.getByTestId('table-range')).toHaveTextContent('42 kayıttan 41–42');
  });

  it('search waits 500 ms after the last key and starts again from the first page', async () => {
    const sent = mockTable();
    const user = userEvent.setup();
    renderTable();
    await screen.findAllByTestId('table-row');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await waitFor(() => expect(last(sent).offset).toBe(16));

    await user.type(screen.getByTestId('table-search'), 'ayşe ');
    const typedAt = Date.now();
    await new Promise((r) => setTimeout(r, 250));
    expect(sent.some((s) => s.q.search)).toBe(false);
    await waitFor(() => expect(last(sent).search).toBe('ayşe'));
    const first = sent.find((s) => s.q.search)!;
    expect(first.at - typedAt).toBeGreaterThanOrEqual(450);
    expect(first.q.offset).toBe(0);
    expect(sent.filter((s) => s.q.search).length).toBe(1);
  });

  it('filters go to the server as typed filters, empty ones left out, from page 1', async () => {
    const sent = mockTable();
    const user = userEvent.setup();
    renderTable();
    await screen.findAllByTestId('table-row');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(last(sent).offset).toBe(8));

    await user.click(screen.getByTestId('table-filters-button'));
    const panel = await screen.findByTestId('table-filters');
    await user.click(within(panel).getByLabelText('Yeni'));
    await user.click(within(panel).getByLabelText('Onaylandı'));
    await user.click(within(panel).getByLabelText('Ödendi'));
    await user.type(within(panel).getByLabelText('Fiyat: En az'), '100');
    fireEvent.change(within(panel).getByLabelText('Gün: Koşul'), { target: { value: 'older' } });
    fireEvent.change(within(panel).getByLabelText('Gün: Tarih'), { target: { value: '2026-11-21' } });
    await user.click(within(panel).getByTestId('table-filters-apply'));

    await waitFor(() =>
      expect(last(sent)).toEqual({
        offset: 0,
        limit: 8,
        sortColumn: 'date',
        sortDirection: -1,
        filters: {
          status: { type: 'checkbox', values: ['new', 'confirmed'] },
          paid: { type: 'radio', value: 'paid' },
          price: { type: 'number_range', from: 100, to: null },
          day: { type: 'date', mode: 'older', value: '2026-11-21' },
        },
      }),
    );
    expect(screen.getByTestId('table-filters-button')).toHaveTextContent('4');

    // Emptying the price range and un-ticking the statuses drops them from the query.
    await user.click(screen.getByTestId('table-filters-button'));
    const again = await screen.findByTestId('table-filters');
    await user.clear(within(again).getByLabelText('Fiyat: En az'));
    await user.click(within(again).getByLabelText('Yeni'));
    await user.click(within(again).getByLabelText('Onaylandı'));
    await user.click(within(again).getByLabelText('Tümü'));
    await user.click(within(again).getByTestId('table-filters-apply'));
    await waitFor(() => expect(last(sent).filters).toEqual({ day: { type: 'date', mode: 'older', value: '2026-11-21' } }));

    await user.click(screen.getByTestId('table-filters-button'));
    await user.click(within(await screen.findByTestId('table-filters')).getByTestId('table-filters-reset'));
    // Back to the very first query: answered from the cache, with no filter counted.
    await waitFor(() => expect(screen.getByTestId('table-filters-button')).toHaveTextContent(/^Filtreler$/));
    expect(screen.getByTestId('table-range')).toHaveTextContent('42 kayıttan 1–8');
  });

  it('on phones each row is a card with only the showInMobile columns', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === TABLE_MOBILE_QUERY,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    mockTable(3);
    renderTable();
    const cards = await screen.findAllByTestId('table-card');
    expect(cards).toHaveLength(3);
    expect(screen.queryByTestId('table-view')).not.toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('AdMüşteri 1');
    expect(cards[0]).toHaveTextContent('Durumnew');
    expect(within(cards[0]!).queryByText('Tarih')).not.toBeInTheDocument();
    expect(within(cards[0]!).queryByText('2026-11-21')).not.toBeInTheDocument();
    // No headers to click: sorting is a select.
    fireEvent.change(screen.getByTestId('table-sort-select'), { target: { value: 'name:1' } });
    expect(screen.getByTestId('table-sort-select')).toHaveValue('name:1');
  });

  it('shows the server message with a retry that loads again', async () => {
    let fail = true;
    mockTable(2, () => (fail ? apiError(422, 'Geçersiz filtre', 'validation_error') : json({ rows: rows(1, 2), count: 2, meta: {} })));
    renderTable();
    expect(await screen.findByTestId('table-error')).toHaveTextContent('Geçersiz filtre');
    fail = false;
    fireEvent.click(screen.getByTestId('table-retry'));
    expect(await screen.findAllByTestId('table-row')).toHaveLength(2);
    expect(screen.queryByTestId('table-error')).not.toBeInTheDocument();
  });

  it('without a server message the error code is translated', async () => {
    mockTable(0, () => Response.json({ message: '', message_code: 'not_found' }, { status: 404 }));
    renderTable();
    expect(await screen.findByTestId('table-error')).toHaveTextContent('Aradığınız kayıt bulunamadı');
  });

  it('shows the empty text, skeletons while loading, and keeps row actions apart from row clicks', async () => {
    mockTable(0);
    const { unmount } = renderTable({ emptyText: 'Henüz müşteri yok' });
    expect(screen.getAllByTestId('table-skeleton')).toHaveLength(8);
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('Henüz müşteri yok');
    expect(screen.queryByTestId('table-range')).not.toBeInTheDocument();
    unmount();

    mockTable(1);
    const onRowClick = vi.fn();
    const onEdit = vi.fn();
    renderTable({ onRowClick, rowActions: (row) => <button onClick={() => onEdit(row.id)}>Düzenle</button> });
    fireEvent.click(await screen.findByRole('button', { name: 'Düzenle' }));
    expect(onEdit).toHaveBeenCalledWith(1);
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Müşteri 1'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('a page can drive the query (status tab) and invalidate the table after a mutation', async () => {
    const sent = mockTable();
    function Page() {
      const query = useTableQuery(definition, { initialFilters: { status: { type: 'checkbox', values: ['new'] } } });
      const client = useQueryClient();
      return (
        <>
          <button onClick={() => query.setFilter('status', { type: 'checkbox', values: ['confirmed'] })}>confirmed</button>
          <button onClick={() => void client.invalidateQueries({ queryKey: tableKeyPrefix(definition.dataUrl) })}>reload</button>
          <DataTable<Row> definition={definition} query={query} renderCell={(r, c) => String(r[c as keyof Row])} rowKey={(r) => r.id} />
        </>
      );
    }
    render(
      <AppProviders queryClient={createAppQueryClient(() => {})}>
        <Page />
      </AppProviders>,
    );
    await screen.findAllByTestId('table-row');
    expect(sent[0]!.q.filters).toEqual({ status: { type: 'checkbox', values: ['new'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(last(sent).offset).toBe(8));
    fireEvent.click(screen.getByText('confirmed'));
    await waitFor(() => expect(last(sent)).toMatchObject({ offset: 0, filters: { status: { type: 'checkbox', values: ['confirmed'] } } }));
    const before = sent.length;
    await act(async () => fireEvent.click(screen.getByText('reload')));
    await waitFor(() => expect(sent.length).toBe(before + 1));
  });
});

describe('table query helpers', () => {
  it('nextSort: another column starts ascending; the same one goes 1 → -1 → 0 → 1', () => {
    expect(nextSort({ column: 'date', direction: -1 }, 'name')).toEqual({ column: 'name', direction: 1 });
    expect(nextSort({ column: 'name', direction: 1 }, 'name')).toEqual({ column: 'name', direction: -1 });
    expect(nextSort({ column: 'name', direction: -1 }, 'name')).toEqual({ column: 'name', direction: 0 });
    expect(nextSort({ column: 'name', direction: 0 }, 'name')).toEqual({ column: 'name', direction: 1 });
  });

  it('buildTableQuery leaves out empty search and empty filters', () => {
    expect(
      buildTableQuery({
        offset: 16,
        limit: 8,
        sort: { column: null, direction: 0 },
        search: '',
        filters: {
          price: { type: 'number_range', from: null, to: null },
          status: { type: 'checkbox', values: [] },
          paid: { type: 'radio', value: '' },
          day: { type: 'date', mode: 'exact', value: '' },
          top: { type: 'number_range', from: null, to: 500 },
        },
      }),
    ).toEqual({ offset: 16, limit: 8, sortDirection: 0, filters: { top: { type: 'number_range', from: null, to: 500 } } });
  });
});
