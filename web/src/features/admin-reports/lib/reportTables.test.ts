import { describe, expect, it } from 'vitest';
import { exportUrl, rangeDay, rangeEnd } from './reportTables';

describe('report tables', () => {
  it('exports under the table’s own query', () => {
    const url = exportUrl('/api/admin/orders', { offset: 16, limit: 8, sortDirection: -1, sortColumn: 'visit', filters: {} }, 'csv');
    expect(url.startsWith('/api/admin/orders?format=csv&q=')).toBe(true);
    const q = JSON.parse(decodeURIComponent(url.split('&q=')[1] ?? ''));
    expect(q).toMatchObject({ offset: 0, sortColumn: 'visit', sortDirection: -1 });
  });

  it('makes a range end only of a day', () => {
    expect(rangeEnd('from', '')).toBeNull();
    const from = rangeEnd('from', '2026-11-01');
    expect(from).toEqual({ type: 'date', mode: 'newer', value: '2026-11-01' });
    expect(rangeDay({ from: from! }, 'from')).toBe('2026-11-01');
    expect(rangeDay({}, 'to')).toBe('');
  });
});
