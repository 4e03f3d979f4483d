import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountData, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 8000 };
const salonAdmin = accountData({ role: 'salon_admin', roles: ['salon_admin'], home_route: 'admin-salon-salon' });
const master = accountData({ role: 'salon_master', roles: ['salon_master'], home_route: 'master-personal' });

const links = () => within(screen.getByTestId('cabinet-nav')).getAllByRole('link');
const current = () => links().filter((a) => a.getAttribute('aria-current') === 'page');

describe('salon cabinet frame', { timeout: 30_000 }, () => {
  it('lists the salon sections and marks the open one', async () => {
    mockApi({ 'GET /api/common/account-data': salonAdmin });
    renderApp('/admin-salon/clients');
    await screen.findByTestId('salon-cabinet', {}, slow);
    expect(screen.getByRole('navigation', { name: 'Salon paneli menüsü' })).toBeInTheDocument();
    expect(links().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Genel bakış', '/admin-salon/overview'],
      ['Takvim', '/admin-salon/schedule'],
      ['Randevular', '/admin-salon/appointments'],
      ['Müşteriler', '/admin-salon/clients'],
      ['Yorumlar', '/admin-salon/replies'],
      ['Uzmanlar', '/admin-salon/masters'],
      ['Hizmetler', '/admin-salon/services'],
      ['Salon bilgileri', '/admin-salon/salon'],
      ['Finans', '/admin-salon/finances'],
      ['Maaşlar', '/admin-salon/salaries'],
      ['Sadakat programı', '/admin-salon/loyalty'],
      ['Analitik', '/admin-salon/analytics'],
      ['Raporlar', '/admin-salon/reports'],
      ['Ödeme ve abonelik', '/admin-salon/payment'],
      ['Ayarlar', '/admin-salon/settings'],
      ['Bildirimler', '/admin-salon/notifications'],
    ]);
    await waitFor(() => expect(current().map((a) => a.textContent)).toEqual(['Müşteriler']));
  });

  it('keeps the section marked on its sub-screens', async () => {
    mockApi({ 'GET /api/common/account-data': salonAdmin });
    renderApp('/admin-salon/masters/5');
    await screen.findByTestId('salon-cabinet', {}, slow);
    await waitFor(() => expect(current().map((a) => a.textContent)).toEqual(['Uzmanlar']));
  });

  it('/en/admin-salon opens the overview in English', async () => {
    mockApi({ 'GET /api/common/account-data': salonAdmin });
    const { router } = renderApp('/en/admin-salon');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin-salon/overview'), slow);
    await screen.findByTestId('salon-cabinet', {}, slow);
    await waitFor(() => expect(current().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Overview', '/en/admin-salon/overview']]));
  });
});

describe('master cabinet frame', { timeout: 30_000 }, () => {
  it('/ru/master opens personal data, with the master sections in Russian', async () => {
    mockApi({ 'GET /api/common/account-data': master });
    const { router } = renderApp('/ru/master');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/master/personal'), slow);
    await screen.findByTestId('master-cabinet', {}, slow);
    expect(screen.getByRole('navigation', { name: 'Меню кабинета мастера' })).toBeInTheDocument();
    expect(links().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Личные данные', '/ru/master/personal'],
      ['Расписание', '/ru/master/schedule'],
      ['Записи', '/ru/master/appointments'],
      ['Уведомления', '/ru/master/notifications'],
    ]);
    await waitFor(() => expect(current().map((a) => a.textContent)).toEqual(['Личные данные']));
  });

  it('marks the schedule on /master/schedule', async () => {
    mockApi({ 'GET /api/common/account-data': master });
    renderApp('/master/schedule');
    await screen.findByTestId('master-cabinet', {}, slow);
    await waitFor(() => expect(current().map((a) => a.textContent)).toEqual(['Takvim']));
  });
});
