import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_LOGIN_EVENT } from '@/shared/auth';
import { i18n } from '@/shared/i18n';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { accountData, json, mockApi } from '@/test/mockApi';
import { applyFavorite, bookmarksQueryKey, patchFavorite, revertFavorite } from './favoriteCache';
import { SalonCard } from './SalonCard';
import type { SalonCardData } from './types';

// The cards render under /en (the app would have switched i18next to English on that URL).
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const card = (id: number, is_favorite = false): SalonCardData => ({
  id,
  slug: `salon-${id}`,
  name: `Salon ${id}`,
  city: 'İstanbul',
  district: 'Kadıköy',
  address: 'Moda Cd. 1',
  rating: 4.8,
  reviews_count: 3,
  cover_url: null,
  price_from: 15000,
  departments: ['Kuaför'],
  lat: null,
  lng: null,
  is_favorite,
  distance_km: 1.25,
});

function renderCard(salon: SalonCardData, client: QueryClient = createAppQueryClient(() => {})) {
  render(
    <AppProviders queryClient={client}>
      <MemoryRouter initialEntries={['/en/places']}>
        <SalonCard salon={salon} />
      </MemoryRouter>
    </AppProviders>,
  );
  return client;
}

/** A response the test releases when it wants. */
function deferred() {
  let release: (r: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

describe('SalonCard', () => {
  it('shows name, rating, place, first department, lowest price and distance', async () => {
    mockApi({});
    renderCard(card(1));
    const el = await screen.findByTestId('salon-card');
    expect(el).toHaveTextContent('Salon 1');
    expect(el).toHaveTextContent('4.8');
    expect(el).toHaveTextContent('Kadıköy, İstanbul');
    expect(el).toHaveTextContent('Kuaför');
    expect(screen.getByTestId('price-from')).toHaveTextContent('from ₺150.00');
    expect(screen.getByTestId('salon-card-distance')).toHaveTextContent('1.3 km away');
    expect(screen.getByTestId('salon-card')).toHaveAttribute('href', '/en/place/salon-1');
  });
});

describe('favourite toggle', () => {
  it('shows the change at once and undoes it when the server refuses', async () => {
    const answer = deferred();
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'POST /api/common/update-salon-favorite': () => answer.promise,
    });
    renderCard(card(7));
    const heart = await screen.findByRole('button', { name: 'Add Salon 7 to favourites' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/common/account-data')).toBe(true));
    await act(async () => fireEvent.click(heart));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove Salon 7 from favourites');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ salon_id: 7, favorite: true }));
    await act(async () => answer.release(Response.json({ message: 'Sunucu hatası', message_code: 'error' }, { status: 500 })));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('keeps the change when the server accepts it and patches cached lists', async () => {
    mockApi({
      'GET /api/common/account-data': accountData(),
      'POST /api/common/update-salon-favorite': json({ salon_id: 7, favorite: false }),
    });
    const client = createAppQueryClient(() => {});
    client.setQueryData(['site', 'salons', 'en', {}], { salons: [card(7, true), card(8, true)], total: 2 });
    renderCard(card(7, true), client);
    const heart = await screen.findByRole('button', { name: 'Remove Salon 7 from favourites' });
    await act(async () => fireEvent.click(heart));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    const cached = client.getQueryData<{ salons: SalonCardData[] }>(['site', 'salons', 'en', {}]);
    expect(cached?.salons.map((s) => s.is_favorite)).toEqual([false, true]);
  });

  it('asks a guest to log in instead of calling the server', async () => {
    const onOpen = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    const calls = mockApi({});
    renderCard(card(3));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/common/account-data')).toBe(true));
    const heart = await screen.findByTestId('favorite-button');
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(heart);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
  });
});

describe('favourite cache', () => {
  it('patches lists, a salon page and its nearby salons, and leaves other data alone', () => {
    const list = { salons: [card(1), card(2)], total: 2 };
    const patched = patchFavorite(list, 2, true) as typeof list;
    expect(patched.salons.map((s) => s.is_favorite)).toEqual([false, true]);
    expect(patched.salons[0]).toBe(list.salons[0]);
    expect(patchFavorite(list, 9, true)).toBe(list);
    const page = { id: 2, is_favorite: false, nearby: [card(5)] };
    expect(patchFavorite(page, 2, true)).toEqual({ ...page, is_favorite: true });
    expect((patchFavorite(page, 5, true) as typeof page).nearby[0]?.is_favorite).toBe(true);
    expect(patchFavorite('text', 1, true)).toBe('text');
  });

  it('drops an unmarked salon from the bookmarks and restores it on revert', () => {
    const client = createAppQueryClient(() => {});
    const key = [...bookmarksQueryKey, 'tr'];
    client.setQueryData(key, { salons: [card(1, true), card(2, true)] });
    const snapshot = applyFavorite(client, 1, false);
    expect(client.getQueryData<{ salons: SalonCardData[] }>(key)?.salons.map((s) => s.id)).toEqual([2]);
    revertFavorite(client, 1, false, snapshot);
    expect(client.getQueryData<{ salons: SalonCardData[] }>(key)?.salons.map((s) => [s.id, s.is_favorite])).toEqual([
      [1, true],
      [2, true],
    ]);
  });
});
