import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, apiError, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 10_000 };
const admin = accountData({ id: 1, role: 'admin', roles: ['admin'], home_route: 'admin-services-catalog' });
const row = {
  id: 41,
  name: 'Saç botoksu',
  name_tr: 'Saç botoksu',
  name_en: '',
  name_ru: '',
  category_id: 11,
  category: 'Saç Bakımı',
  department_id: 1,
  department: 'Kuaför',
  salon_id: 7,
  salon: 'Studio Lale',
  requested_price: 45000,
  requested_duration_min: 60,
  default_duration_min: 60,
  moderation_state: 'pending',
  decline_reason: null,
  merged_into_service_id: null,
  merged_into: null,
  created_at: '2026-11-20T10:00:00Z',
  moderated_at: null,
};
const page = { rows: [row], count: 1, meta: { states: ['pending', 'approved', 'merged', 'declined'], salons: [{ id: 7, name: 'Studio Lale' }], departments: [{ id: 1, name: 'Kuaför' }] } };

describe('/admin/services', { timeout: 30_000 }, () => {
  it('lists the pending requests with the asked price and duration, and declines one with a required reason', async () => {
    const calls = mockApi({ 'GET /api/common/account-data': admin, 'GET /api/admin/service-requests': page, 'POST /api/admin/service-requests/41/decline': {} });
    renderApp('/en/admin/services');
    const table = await screen.findByTestId('service-requests-table', {}, slow);
    expect(await within(table).findByText('Saç botoksu', {}, slow)).toBeInTheDocument();
    expect(table).toHaveTextContent('Studio Lale');
    expect(table).toHaveTextContent('450.00');

    fireEvent.click(within(table).getAllByTestId('request-decline')[0]!);
    const modal = await screen.findByTestId('decline-modal', {}, slow);
    fireEvent.click(within(modal).getByTestId('decline-modal-submit'));
    expect(await within(modal).findByText('Required field', {}, slow)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(modal).getByTestId('decline-reason'), { target: { value: 'Not a beauty service' } });
    fireEvent.click(within(modal).getByTestId('decline-modal-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Not a beauty service' }), slow);
  });

  it('shows the server’s message when the request was decided meanwhile', async () => {
    mockApi({
      'GET /api/common/account-data': admin,
      'GET /api/admin/service-requests': page,
      'POST /api/admin/service-requests/41/decline': apiError(409, 'This request has already been decided (approved, merged or declined).', 'service_request_already_decided'),
    });
    renderApp('/en/admin/services');
    const table = await screen.findByTestId('service-requests-table', {}, slow);
    fireEvent.click((await within(table).findAllByTestId('request-decline', {}, slow))[0]!);
    const modal = await screen.findByTestId('decline-modal', {}, slow);
    fireEvent.change(within(modal).getByTestId('decline-reason'), { target: { value: 'Duplicate' } });
    fireEvent.click(within(modal).getByTestId('decline-modal-submit'));
    expect(await screen.findByText('This request has already been decided (approved, merged or declined).', {}, slow)).toBeInTheDocument();
  });
});
