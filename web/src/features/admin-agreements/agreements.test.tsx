import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { AdminAgreement } from './api/types';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const admin = accountData({ id: 1, role: 'admin', roles: ['admin'], home_route: 'admin-services-catalog' });

function agreement(version: number, text_ru = '<p>Старые условия</p>'): AdminAgreement {
  return {
    id: 7,
    slug: 'client',
    kind: 'client',
    current: { version, name: 'Kullanım koşulları', text_tr: '<p>Eski</p>', text_en: '<p>Old</p>', text_ru, force_accept: false, updated_at: '2026-11-24T10:00:00Z' },
    versions: Array.from({ length: version }, (_, i) => ({
      version: version - i,
      name: 'Kullanım koşulları',
      force_accept: false,
      created_at: '2026-11-24T10:00:00Z',
      author: version - i === 1 ? null : 'Admin',
    })),
  };
}

describe('/admin/agreement/client', { timeout: 30_000 }, () => {
  it('saves only after confirming, sends the force flag and shows the new version', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': admin,
      'GET /api/admin/agreements/client': agreement(1),
      'GET /api/admin/audit/agreement/7': [],
      'PUT /api/admin/agreements/client': agreement(2),
    });
    renderApp('/admin/agreement/client');
    await screen.findByTestId('agreement-form', {}, slow);
    expect(screen.getByTestId('agreement-current')).toHaveTextContent('Geçerli sürüm 1');
    expect(screen.getAllByTestId('agreement-version-row')).toHaveLength(1);
    expect(screen.getByTestId('agreement-save')).toBeDisabled();

    fireEvent.click(screen.getByTestId('agreement-force'));
    fireEvent.click(screen.getByTestId('agreement-confirm'));
    fireEvent.click(screen.getByTestId('agreement-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      name: 'Kullanım koşulları',
      text_tr: '<p>Eski</p>',
      text_en: '<p>Old</p>',
      text_ru: '<p>Старые условия</p>',
      force_accept: true,
      confirm_changes: true,
    });
    await waitFor(() => expect(screen.getByTestId('agreement-current')).toHaveTextContent('Geçerli sürüm 2'));
    expect(screen.getAllByTestId('agreement-version-row')).toHaveLength(2);
    // Forcing and confirming are asked anew for the next save.
    expect(screen.getByTestId('agreement-save')).toBeDisabled();
  });

  it("puts the server's field messages under their fields", async () => {
    mockApi({
      'GET /api/common/account-data': admin,
      'GET /api/admin/agreements/client': agreement(1),
      'GET /api/admin/audit/agreement/7': json([]),
      'PUT /api/admin/agreements/client': apiError(422, 'Doğrulama hatası', 'validation_error', { name: ['Ad çok uzun'] }),
    });
    renderApp('/admin/agreement/client');
    await screen.findByTestId('agreement-form', {}, slow);
    fireEvent.click(screen.getByTestId('agreement-confirm'));
    fireEvent.click(screen.getByTestId('agreement-save'));
    await waitFor(() => expect(screen.getByTestId('agreement-name').closest('.mantine-InputWrapper-root')).toHaveTextContent('Ad çok uzun'));
  });
});
