import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { catalogue, salonAdmin } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 10_000 };
const requests = {
  rows: [{ id: 102, name: 'Saç botoksu', category: 'Saç Bakımı', department: 'Kuaför', moderation_state: 'pending', default_duration_min: 60, created_at: '2026-11-20T10:00:00Z' }],
  count: 1,
  meta: { states: ['pending', 'approved', 'declined'] },
};

function api(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/common/account-data': salonAdmin,
    'GET /api/salon/services/grouped-by-departments': catalogue(),
    'GET /api/salon/services/requests': requests,
    ...extra,
  });
}

async function openDepartment() {
  fireEvent.click(await screen.findByRole('button', { name: /Kuaför/ }, slow));
}

describe('/admin-salon/services', { timeout: 30_000 }, () => {
  it('shows the catalogue with the salon’s prices, requests with their state', async () => {
    api();
    renderApp('/admin-salon/services');
    await openDepartment();
    const haircut = await screen.findByTestId('service-100', {}, slow);
    expect(haircut).toHaveTextContent('₺405,00');
    expect(haircut).toHaveTextContent('(−10%)');
    expect(haircut).toHaveTextContent('1 uzman');
    const pending = screen.getByTestId('service-102');
    expect(within(pending).getByTestId('state-pending')).toHaveTextContent('Moderasyonda');
    expect(within(pending).getByTestId('add-102')).toBeDisabled();
    const table = await screen.findByTestId('requests-table', {}, slow);
    expect(await within(table).findAllByText('Saç botoksu', {}, slow)).not.toHaveLength(0);
  });

  it('binds a service with its price in TRY sent in kuruş', async () => {
    const calls = api({ 'POST /api/salon/services/binding': json(catalogue().departments[0]!.categories[0]!.services[0]!.binding) });
    renderApp('/admin-salon/services');
    await openDepartment();
    fireEvent.click(await screen.findByTestId('add-101', {}, slow));
    const modal = await screen.findByTestId('binding-modal', {}, slow);
    fireEvent.change(within(modal).getByTestId('binding-price'), { target: { value: '150,50' } });
    fireEvent.click(within(modal).getByTestId('add-addons'));
    fireEvent.change(within(modal).getByTestId('addons-0-name_tr'), { target: { value: 'Maske' } });
    fireEvent.change(within(modal).getByTestId('addons-0-price'), { target: { value: '20' } });
    fireEvent.click(within(modal).getByTestId('binding-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/salon/services/binding')).toBe(true), slow);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      service_id: 101,
      price: 15050,
      discount_percent: 0,
      duration_min: 15,
      description: null,
      is_multiple: false,
      master_ids: [],
      subservices: [],
      addons: [{ id: null, name_tr: 'Maske', name_en: null, name_ru: null, price: 2000, duration_min: 0 }],
    });
    expect(await screen.findByText('Yıkama hizmetlerinize eklendi', {}, slow)).toBeInTheDocument();
  });

  it('checks price and duration before sending (en)', async () => {
    const calls = api();
    renderApp('/en/admin-salon/services');
    await openDepartment();
    fireEvent.click(await screen.findByTestId('add-101', {}, slow));
    const modal = await screen.findByTestId('binding-modal', {}, slow);
    fireEvent.change(within(modal).getByTestId('binding-duration'), { target: { value: '47' } });
    fireEvent.change(within(modal).getByTestId('binding-discount'), { target: { value: '120' } });
    fireEvent.click(within(modal).getByTestId('binding-save'));
    expect(await within(modal).findByText('Duration must be a multiple of 5 minutes', {}, slow)).toBeInTheDocument();
    expect(within(modal).getByText('Required field')).toBeInTheDocument();
    expect(within(modal).getByText('Value should be between 0 and 100')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('deletes a service only once its name is typed, in any language', async () => {
    const calls = api({ 'DELETE /api/salon/services/binding/900': json({ outcome: 'deactivated', planned_visits: 2 }) });
    renderApp('/admin-salon/services');
    await openDepartment();
    fireEvent.click(await screen.findByTestId('delete-100', {}, slow));
    const modal = await screen.findByTestId('delete-binding-modal', {}, slow);
    expect(modal).toHaveTextContent('Silmek için hizmetin adını gösterildiği gibi yazın: Saç kesimi');
    const confirmButton = within(modal).getByTestId('delete-binding-confirm');
    expect(confirmButton).toBeDisabled();
    const input = within(modal).getByTestId('delete-binding-name');
    fireEvent.change(input, { target: { value: 'Saç' } });
    expect(confirmButton).toBeDisabled();
    fireEvent.change(input, { target: { value: 'СТРИЖКА' } });
    expect(confirmButton).toBeEnabled();
    fireEvent.click(confirmButton);
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ name: 'СТРИЖКА' }), slow);
    expect(await screen.findByText('Saç kesimi artık sunulmuyor; planlanmış 2 randevu olduğu gibi gerçekleşecek', {}, slow)).toBeInTheDocument();
  });

  it('shows the server’s name_mismatch under the name field', async () => {
    api({ 'DELETE /api/salon/services/binding/900': apiError(422, 'Validation error', 'validation_error', { name: ['Type the name exactly as shown to confirm'] }) });
    renderApp('/en/admin-salon/services');
    await openDepartment();
    fireEvent.click(await screen.findByTestId('delete-100', {}, slow));
    const modal = await screen.findByTestId('delete-binding-modal', {}, slow);
    fireEvent.change(within(modal).getByTestId('delete-binding-name'), { target: { value: 'Haircut' } });
    fireEvent.click(within(modal).getByTestId('delete-binding-confirm'));
    expect(await within(modal).findByText('Type the name exactly as shown to confirm', {}, slow)).toBeInTheDocument();
  });

  it('a service request needs a category and a Turkish name; a duplicate shows the server’s message', async () => {
    const calls = api({
      'GET /api/salon/search-categories': [{ id: 11, name: 'Уход за волосами', department_id: 1, department: 'Парикмахерская' }],
      'POST /api/salon/services/request': apiError(409, 'Эта услуга уже существует или ожидает модерации.', 'service_already_requested'),
    });
    renderApp('/ru/admin-salon/services');
    fireEvent.click(await screen.findByTestId('request-open', {}, slow));
    const modal = await screen.findByTestId('request-modal', {}, slow);
    fireEvent.click(within(modal).getByTestId('request-send'));
    expect(await within(modal).findAllByText('Обязательное поле', {}, slow)).toHaveLength(3);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const category = within(modal).getByTestId('request-category');
    category.focus();
    fireEvent.change(category, { target: { value: 'уход' } });
    fireEvent.click((await screen.findAllByTestId('lookup-option', {}, slow))[0]!);
    fireEvent.change(within(modal).getByTestId('request-name-tr'), { target: { value: 'Saç botoksu' } });
    fireEvent.change(within(modal).getByTestId('request-price'), { target: { value: '450' } });
    fireEvent.click(within(modal).getByTestId('request-send'));
    // The refusal names no field: it shows in a snack, the modal stays open.
    expect(await screen.findByText('Эта услуга уже существует или ожидает модерации.', {}, slow)).toBeInTheDocument();
    expect(modal).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ category_id: 11, name_tr: 'Saç botoksu', name_en: null, name_ru: null, description: null, default_duration_min: 30, price: 45000 });
  });
});
