import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { moved } from './components/info/GalleryEditor';
import { info, salonAdmin } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 10_000 };

describe('/admin-salon/salon', { timeout: 30_000 }, () => {
  it('saves the profile once confirmed, with the neighbourhood, pin and links', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/info': info(),
      'POST /api/salon/update': json({ message: 'Salon information updated', info: info({ name: 'Studio Lale Moda' }) }),
    });
    renderApp('/en/admin-salon/salon');
    const name = await screen.findByTestId('profile-name', {}, slow);
    expect(name).toHaveValue('Studio Lale');
    expect(screen.getByTestId('profile-phone')).toHaveValue('+90 216 887 28 29');
    expect(screen.getByTestId('profile-place')).toHaveValue('Caferağa Mah.');
    expect(screen.getByTestId('profile-save')).toBeDisabled();
    fireEvent.change(name, { target: { value: 'Studio Lale Moda' } });
    fireEvent.change(screen.getByTestId('profile-social-website'), { target: { value: 'https://lale.example' } });
    fireEvent.change(screen.getByTestId('profile-legal-tax_number'), { target: { value: '123 456 7890' } });
    fireEvent.change(screen.getByTestId('profile-legal-tax_office'), { target: { value: ' Kadıköy ' } });
    fireEvent.click(screen.getByTestId('profile-confirm'));
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Salon information updated', {}, slow)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Studio Lale Moda',
      phone: '+90 216 887 28 29',
      email: 'info@studiolale.example',
      address: 'Moda Cad. No: 42',
      province_id: null,
      district_id: null,
      neighbourhood_id: 10,
      lat: 40.9847,
      lng: 29.0262,
      transport: null,
      social: { instagram: 'https://instagram.com/studiolale', facebook: null, tiktok: null, youtube: null, website: 'https://lale.example' },
      custom_link: null,
      legal: { legal_name: null, tax_number: '123 456 7890', tax_office: 'Kadıköy', billing_address: null },
      confirm_changes: true,
    });
    await waitFor(() => expect(screen.getByTestId('profile-confirm')).not.toBeChecked(), slow);
  });

  it('checks links, e-mail and required fields before sending', async () => {
    const calls = mockApi({ 'GET /api/common/account-data': salonAdmin, 'GET /api/salon/info': info() });
    renderApp('/admin-salon/salon');
    fireEvent.change(await screen.findByTestId('profile-social-instagram', {}, slow), { target: { value: 'instagram.com/lale' } });
    fireEvent.change(screen.getByTestId('profile-email'), { target: { value: 'info@lale' } });
    fireEvent.change(screen.getByTestId('profile-address'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('profile-confirm'));
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Lütfen geçerli bir URL girin', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Lütfen geçerli bir e-posta adresi girin')).toBeInTheDocument();
    expect(screen.getByText('Zorunlu alan')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s message when the phone belongs to another salon admin', async () => {
    mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/info': info(),
      'POST /api/salon/update': apiError(409, 'Телефон уже принадлежит администратору другого салона', 'phone_exists_salon_admin'),
    });
    renderApp('/ru/admin-salon/salon');
    fireEvent.click(await screen.findByTestId('profile-confirm', {}, slow));
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Телефон уже принадлежит администратору другого салона', {}, slow)).toBeInTheDocument();
  });

  it('orders the gallery with up and down and deletes a photo after a confirmation', async () => {
    const calls = mockApi({
      'GET /api/common/account-data': salonAdmin,
      'GET /api/salon/info': info(),
      'PUT /api/salon/gallery/order': (_req: Request, body: unknown) => json((body as { ids: number[] }).ids.map((id) => info().gallery.find((p) => p.id === id))),
      'DELETE /api/salon/gallery/101': json([info().gallery[1]]),
    });
    renderApp('/admin-salon/salon');
    const gallery = await screen.findByTestId('gallery', {}, slow);
    expect(within(gallery).getByTestId('photo-up-101')).toBeDisabled();
    fireEvent.click(within(gallery).getByTestId('photo-down-101'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [102, 101] }), slow);
    await waitFor(() => expect(within(gallery).getByTestId('photo-up-102')).toBeDisabled(), slow);

    fireEvent.click(within(gallery).getByTestId('photo-delete-101'));
    fireEvent.click(await screen.findByTestId('confirm-no', {}, slow));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(gallery).getByTestId('photo-delete-101'));
    fireEvent.click(await screen.findByTestId('confirm-yes', {}, slow));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/salon/gallery/101')).toBe(true), slow);
    await waitFor(() => expect(within(gallery).queryByTestId('photo-101')).toBeNull(), slow);
  });

  it('moves ids up and down within bounds', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
});
