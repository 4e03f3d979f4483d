import { describe, expect, it } from 'vitest';
import { buildTableQuery } from '@/shared/ui/DataTable';
import { appointmentFilters, appointmentsDefinition, tabFilter, tabOf } from './appointmentsTable';

const t = ((key: string) => key) as never;

const base = { offset: 0, limit: 8, sort: { column: 'date', direction: -1 as const }, search: '' };

describe('appointments table → query', () => {
  it('asks for the newest first by default, with the spec columns', () => {
    const def = appointmentsDefinition(t);
    expect(def.dataUrl).toBe('/api/salon/appointments');
    expect(def.columns.map((c) => c.name)).toEqual(['date', 'client', 'master', 'services', 'total', 'status', 'payment']);
    expect(def.columns.filter((c) => c.sortable).map((c) => c.name)).toEqual(['date', 'client', 'total', 'status']);
    expect(buildTableQuery({ ...base, filters: {} })).toEqual({ offset: 0, limit: 8, sortColumn: 'date', sortDirection: -1, filters: {} });
  });

  it('a status tab is the status checkbox filter; all is none', () => {
    expect(tabFilter('all')).toBeNull();
    expect(tabFilter('cancelled')).toEqual({ type: 'checkbox', values: ['cancelled'] });
    const filters = { status: tabFilter('new')! };
    expect(buildTableQuery({ ...base, filters }).filters).toEqual({ status: { type: 'checkbox', values: ['new'] } });
    expect(tabOf(filters)).toBe('new');
    expect(tabOf({})).toBe('all');
    expect(tabOf({ status: { type: 'checkbox', values: ['new', 'moved'] } })).toBe('all');
  });

  it('the panel offers the states of spec §4, masters, date and total; empty ones are left out', () => {
    const defs = appointmentFilters(t, [{ id: 7, full_name: 'Elif Aslan' }]);
    expect(defs.map((d) => [d.name, d.type])).toEqual([
      ['state', 'checkbox'],
      ['master', 'checkbox'],
      ['date', 'date'],
      ['total', 'number_range'],
    ]);
    const state = defs[0]!;
    expect(state.type === 'checkbox' && state.options.map((o) => o.value)).toEqual(['planned', 'paid', 'unpaid', 'new', 'rejected', 'important', 'viewed', 'unviewed']);
    const master = defs[1]!;
    expect(master.type === 'checkbox' && master.options).toEqual([{ value: '7', label: 'Elif Aslan' }]);

    const query = buildTableQuery({
      ...base,
      search: 'ayşe',
      filters: {
        state: { type: 'checkbox', values: ['paid', 'important'] },
        master: { type: 'checkbox', values: ['7'] },
        date: { type: 'date', mode: 'newer', value: '2026-11-21' },
        total: { type: 'number_range', from: 250, to: null },
        status: { type: 'checkbox', values: [] },
      },
    });
    expect(query).toEqual({
      offset: 0,
      limit: 8,
      sortColumn: 'date',
      sortDirection: -1,
      search: 'ayşe',
      filters: {
        state: { type: 'checkbox', values: ['paid', 'important'] },
        master: { type: 'checkbox', values: ['7'] },
        date: { type: 'date', mode: 'newer', value: '2026-11-21' },
        total: { type: 'number_range', from: 250, to: null },
      },
    });
    expect(buildTableQuery({ ...base, filters: { total: { type: 'number_range', from: null, to: null } } }).filters).toEqual({});
  });
});
