import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetInitialData } from '@/shared/api/initialData';
import { apiError, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import type { SalonDetails } from './api/types';
import { replies, salon, services } from './test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('initial-data')?.remove();
  resetInitialData();
});

// The first render loads the lazy feature chunk, which can take a while on a cold run.
const slow = { timeout: 8000 };

// Intl puts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function mockSalon(data: SalonDetails = salon()) {
  return mockApi({
    [`GET /api/site/salon/${data.slug}`]: data,
    [`GET /api/site/salon-services/${data.id}`]: services,
    [`GET /api/site/salon-last-replies/${data.id}`]: replies,
  });
}

describe('salon page', () => {
  it('shows the header, groups services and links Book to the order route', async () => {
    const calls = mockSalon();
    renderApp('/isletme/studio-lale');
    expect(await screen.findByTestId('salon-name', {}, slow)).toHaveTextContent('Studio Lale');
    expect(screen.getByTestId('salon-address')).toHaveTextContent('Moda Cd. 12, Caferağa, Kadıköy, İstanbul');
    expect(screen.getByTestId('salon-rating')).toHaveTextContent('4.6');

    const departments = await screen.findAllByTestId('service-department', {}, slow);
    expect(departments.map((d) => within(d).getByRole('heading').textContent)).toEqual(['Kuaför', 'Tırnak']);
    expect(screen.getAllByTestId('service-category-name').map((c) => c.textContent)).toEqual(['Saç kesimi', 'Manikür']);

    const [haircut, balayage, manicure] = screen.getAllByTestId('service-row');
    expect(within(haircut!).getByTestId('service-duration')).toHaveTextContent('45 dk');
    expect(plain(within(haircut!).getByTestId('service-price').textContent)).toBe('₺500,00');
    expect(within(haircut!).queryByTestId('service-old-price')).toBeNull();
    expect(within(haircut!).getByTestId('book-button')).toHaveAttribute('href', '/order?salon_id=1&service_id=11');

    expect(within(balayage!).getByTestId('service-duration')).toHaveTextContent('2 sa 30 dk');
    expect(plain(within(balayage!).getByTestId('service-price').textContent)).toBe('₺1.600,00');
    expect(plain(within(balayage!).getByTestId('service-old-price').textContent)).toBe('₺2.000,00');
    expect(within(balayage!).getByTestId('service-discount')).toHaveTextContent('-%20');
    expect(within(balayage!).getByTestId('service-addons')).toHaveTextContent('Keratin bakım');
    expect(within(balayage!).getByTestId('service-subservices')).toHaveTextContent('Uzun saç');
    expect(within(manicure!).getByTestId('service-duration')).toHaveTextContent('1 sa');
    // No master provides it yet: nothing to book.
    const noMaster = within(manicure!).getByTestId('book-button');
    expect(noMaster).toBeDisabled();
    expect(noMaster).toHaveTextContent('Henüz alınamıyor');
    expect(noMaster).toHaveAttribute('title', 'Bu hizmeti veren bir uzman henüz yok.');

    const team = screen.getByTestId('team-list');
    expect(within(team).getByTestId('master-link')).toHaveAttribute('href', '/isletme/studio-lale/uzman/7');
    expect(within(team).getByTestId('book-button')).toHaveAttribute('href', '/order?salon_id=1&master_id=7');
    expect(calls.some((c) => c.path === '/api/site/salon-services/1')).toBe(true);
  });

  it('shows the about block with safe links only, schedule, amenities and nearby salons', async () => {
    mockSalon();
    renderApp('/en/place/studio-lale');
    expect(await screen.findByTestId('salon-phone', {}, slow)).toHaveAttribute('href', 'tel:+902165550011');
    expect(screen.getByTestId('salon-email')).toHaveAttribute('href', 'mailto:info@studiolale.com');
    expect(screen.getByTestId('salon-map-link').getAttribute('href')).toContain('mlat=40.987&mlon=29.026');
    expect(screen.getByTestId('salon-link-website')).toHaveAttribute('href', 'https://studiolale.com/');
    expect(screen.queryByTestId('salon-link-custom')).toBeNull();

    const rows = screen.getAllByTestId('schedule-row');
    expect(rows.map((r) => r.querySelector('th')?.firstChild?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(rows[0]!).getByTestId('schedule-hours')).toHaveTextContent('10:00–21:00');
    expect(within(rows[2]!).getByTestId('schedule-hours')).toHaveTextContent('Closed');
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'date')).toHaveLength(1);
    expect(screen.getByTestId('days-off')).toHaveTextContent('December 31');

    const amenities = screen.getAllByTestId('amenity');
    expect(amenities.map((a) => a.dataset.code)).toEqual(['wifi', 'card_payment']);
    expect(amenities.map((a) => a.textContent)).toEqual(['Free Wi-Fi', 'Card payment']);
    expect(amenities[0]!.querySelector('svg')).toHaveClass('tabler-icon-wifi');
    expect(within(screen.getByTestId('nearby-salons')).getByText('Salon Mavi')).toBeInTheDocument();

    expect(screen.getAllByTestId(/^salon-tab-/).map((a) => a.getAttribute('href'))).toEqual([
      '#about',
      '#services',
      '#schedule',
      '#gallery',
      '#team',
      '#reviews',
      '#features',
      '#nearby',
    ]);
  });

  it.each([
    [{ is_open: true, opens_at: '10:00', closes_at: '21:00', day_off: false }, 'open', 'Open today · until 21:00'],
    [{ is_open: false, opens_at: '10:00', closes_at: '21:00', day_off: false }, 'opens_later', 'Closed now · opens at 10:00'],
    [{ is_open: false, opens_at: null, closes_at: null, day_off: true }, 'day_off', 'Day off today'],
    [{ is_open: false, opens_at: null, closes_at: null, day_off: false }, 'closed', 'Closed today'],
  ])('today badge %#: %s', async (today, state, text) => {
    mockSalon(salon({ today }));
    renderApp('/en/place/studio-lale');
    const badge = await screen.findByTestId('today-badge', {}, slow);
    expect(badge).toHaveAttribute('data-state', state);
    expect(badge).toHaveTextContent(text);
  });

  it('shows the three averages, the count and the latest reviews', async () => {
    mockSalon();
    renderApp('/en/place/studio-lale');
    const summary = await screen.findByTestId('rating-summary', {}, slow);
    expect(within(summary).getByTestId('rating-average')).toHaveTextContent('4.6');
    expect(within(summary).getByTestId('rating-count')).toHaveTextContent('37 reviews');
    expect(within(screen.getByTestId('rating-service_quality')).getByTestId('rating-value')).toHaveTextContent('4.8');
    expect(within(screen.getByTestId('rating-atmosphere')).getByTestId('rating-value')).toHaveTextContent('4.5');
    expect(within(screen.getByTestId('rating-cleanliness')).getByTestId('rating-value')).toHaveTextContent('4.4');
    const review = await screen.findByTestId('review', {}, slow);
    expect(within(review).getByTestId('review-author')).toHaveTextContent('Elif K.');
    expect(within(review).getByTestId('review-date')).toHaveTextContent('March 14, 2025');
    expect(within(review).getByTestId('review-about')).toHaveTextContent('Service: Balayaj · Specialist: Zeynep Ak');
    expect(within(review).getByTestId('review-text')).toHaveTextContent('Harika bir deneyimdi.');
  });

  it('a deactivated salon explains why and offers no booking anywhere', async () => {
    mockSalon(salon({ is_active: false, deactivation_reason: 'Tadilat' }));
    renderApp('/en/place/studio-lale');
    const banner = await screen.findByTestId('salon-inactive-banner', {}, slow);
    expect(banner).toHaveTextContent('Salon deactivated, no new appointments');
    expect(banner).toHaveTextContent('Reason: Tadilat');
    await screen.findAllByTestId('service-row', {}, slow);
    expect(screen.queryByTestId('salon-book-now')).toBeNull();
    const buttons = screen.getAllByTestId('book-button');
    expect(buttons.length).toBe(4);
    for (const b of buttons) {
      expect(b).toBeDisabled();
      expect(b).not.toHaveAttribute('href');
      expect(b).toHaveAttribute('aria-describedby', banner.id);
    }
    expect(document.querySelector('a[href^="/en/order"]')).toBeNull();
  });

  it('renders the not-found page when the API answers 404', async () => {
    mockApi({ 'GET /api/site/salon/nope': apiError(404, 'Salon not found', 'not_found') });
    renderApp('/isletme/nope');
    expect(await screen.findByTestId('not-found', {}, slow)).toBeInTheDocument();
    expect(screen.queryByTestId('salon-page')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sayfa bulunamadı — Randevu'), slow);
  });

  it('uses the embedded salon data without asking the API for it', async () => {
    const embedded = salon({ name: 'Embedded Lale' });
    const script = document.createElement('script');
    script.id = 'initial-data';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ salon: embedded, salon_services: services, salon_replies: replies });
    document.body.appendChild(script);
    resetInitialData();
    const calls = mockApi({});
    renderApp('/isletme/studio-lale');
    expect(await screen.findByTestId('salon-name', {}, slow)).toHaveTextContent('Embedded Lale');
    expect(await screen.findAllByTestId('service-row', {}, slow)).toHaveLength(3);
    expect(calls.filter((c) => c.path.startsWith('/api/site/salon'))).toEqual([]);
  });

  it('opens the photo lightbox and steps through the photos', async () => {
    mockSalon();
    renderApp('/en/place/studio-lale');
    const heroPhotos = await screen.findAllByTestId('salon-hero-photo', {}, slow);
    const img = heroPhotos[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('srcset', salon().photos[0]!.srcset);
    expect(img).toHaveAttribute('sizes');
    fireEvent.click(heroPhotos[0]!);
    expect(await screen.findByTestId('lightbox-counter', {}, slow)).toHaveTextContent('1 / 3');
    fireEvent.click(screen.getByTestId('lightbox-prev'));
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');
    fireEvent.keyDown(screen.getByTestId('lightbox-next'), { key: 'ArrowRight' });
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
  });

  it('copies the canonical URL when the browser cannot share', async () => {
    mockSalon();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderApp('/en/place/studio-lale');
    fireEvent.click(await screen.findByTestId('share-button', {}, slow));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/place/studio-lale`), slow);
    expect(await screen.findByText('Link copied to the clipboard', {}, slow)).toBeInTheDocument();
  });

  it('titles the document with the salon name', async () => {
    mockSalon();
    renderApp('/en/place/studio-lale');
    await screen.findByTestId('salon-name', {}, slow);
    await waitFor(() => expect(document.title).toBe('Studio Lale, Kadıköy — Randevu'), slow);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Studio Lale');
  });

  it("gives the title back to the route's own after leaving the salon page", async () => {
    mockSalon();
    const { router } = renderApp('/en/place/studio-lale');
    await waitFor(() => expect(document.title).toBe('Studio Lale, Kadıköy — Randevu'), slow);
    await router.navigate('/en');
    await waitFor(() => expect(screen.queryByTestId('salon-page')).toBeNull(), slow);
    await waitFor(() => expect(document.title).toBe('Randevu — book beauty and care appointments'), slow);
  });
  it('pages through every review and filters them by master (issue #16 item 9)', async () => {
    const team = salon({
      masters: [
        { id: 7, full_name: 'Zeynep Ak', position: 'Kolorist', photo_url: null, service_ids: [11, 12] },
        { id: 8, full_name: 'Deniz Kaya', position: null, photo_url: null, service_ids: [11] },
      ],
    });
    const asked: URLSearchParams[] = [];
    mockApi({
      [`GET /api/site/salon/${team.slug}`]: team,
      [`GET /api/site/salon-services/${team.id}`]: services,
      [`GET /api/site/salon-last-replies/${team.id}`]: (req: Request) => {
        const query = new URL(req.url).searchParams;
        asked.push(query);
        const page = Number(query.get('page') ?? 1);
        const master = query.get('master_id');
        const reply = { ...replies.replies[0]!, id: page * 100 + Number(master ?? 0), text: `Sayfa ${page}${master ? ` uzman ${master}` : ''}` };
        return Response.json({ ...replies, count: master ? 3 : 37, page, replies: [reply] });
      },
    });
    renderApp('/isletme/studio-lale');
    expect(await screen.findByText('Sayfa 1', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Sayfa 1 / 4');
    expect(screen.getByTestId('reviews-previous')).toBeDisabled();
    fireEvent.click(screen.getByTestId('reviews-next'));
    expect(await screen.findByText('Sayfa 2')).toBeInTheDocument();
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Sayfa 2 / 4');

    // One master's reviews start again from their first page, and fit on it.
    fireEvent.change(screen.getByTestId('reviews-master-filter'), { target: { value: '8' } });
    expect(await screen.findByText('Sayfa 1 uzman 8')).toBeInTheDocument();
    expect(screen.queryByTestId('review-pager')).toBeNull();
    expect(asked.map((q) => [q.get('page'), q.get('master_id'), q.get('limit')])).toEqual([
      ['1', null, '10'],
      ['2', null, '10'],
      ['1', '8', '10'],
    ]);
  });
});
