import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, json, mockApi } from '@/test/mockApi';
import { formatInstant } from '@/shared/lib/format';
import { renderApp } from '@/test/renderApp';
import { counts } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };

describe('the cabinet’s loyalty points', { timeout: 30_000 }, () => {
  it('opens a salon’s ledger: every entry with its date, kind and signed points', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/client/acts-count': counts,
      'GET /api/client/acts': json({ rows: [], count: 0 }),
      'GET /api/client/loyalty': {
        balances: [
          { salon_id: 7, salon_name: 'Studio Lale', salon_slug: 'studio-lale', points: 20, redeemable: true, point_value_kurus: 50, max_redeem_percent: 50, value_kurus: 1000 },
        ],
      },
      'GET /api/client/loyalty/7': {
        salon_id: 7,
        points: 20,
        entries: [
          { id: 3, kind: 'redeem', points: -30, amount_kurus: 1500, appointment_id: 2, expires_at: null, created_at: '2026-03-05T09:00:00Z' },
          { id: 2, kind: 'return', points: 10, amount_kurus: 500, appointment_id: 1, expires_at: null, created_at: '2026-03-03T09:00:00Z' },
          { id: 1, kind: 'earn', points: 40, amount_kurus: 40000, appointment_id: 1, expires_at: '2026-09-01T09:00:00Z', created_at: '2026-03-01T09:00:00Z' },
        ],
      },
    });
    renderApp('/dashboard/history');
    const balance = await screen.findByTestId('loyalty-balance', {}, slow);
    expect(balance).toHaveTextContent('Studio Lale');
    expect(calls.some((c) => c.path === '/api/client/loyalty/7')).toBe(false);

    fireEvent.click(within(balance).getByTestId('loyalty-ledger-toggle'));
    const ledger = await screen.findByTestId('loyalty-ledger', {}, slow);
    const entries = within(ledger).getAllByTestId('loyalty-entry');
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => within(e).getByTestId('loyalty-entry-points').textContent)).toEqual(['-30', '+10', '+40']);
    expect(entries[0]).toHaveTextContent(formatInstant('2026-03-05T09:00:00Z', 'tr', 'date'));
    expect(entries[0]).toHaveTextContent('Kullanıldı');
    expect(entries[1]).toHaveTextContent('İptalde iade');
    expect(entries[2]).toHaveTextContent('Kazanıldı');
    expect(entries[2]).toHaveTextContent(formatInstant('2026-09-01T09:00:00Z', 'tr', 'date'));
    expect(entries[2]).toHaveTextContent('sona erer');
  });
});
