import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { employee, photo, replies, workCase } from './test/fixtures';

afterEach(() => vi.unstubAllGlobals());

// The first render loads the lazy feature chunk, which can take a while on a cold run.
const slow = { timeout: 8000 };

describe('master page', () => {
  it('shows the master with salon link, services booked with this master and the rating', async () => {
    mockApi({ 'GET /api/site/salon/employee-info/7': employee() });
    // The slug in the URL is stale: the page still renders and links to the API's salon.
    renderApp('/en/place/old-slug/master/7');
    expect(await screen.findByTestId('master-name', {}, slow)).toHaveTextContent('Zeynep Ak');
    expect(screen.getByTestId('master-position')).toHaveTextContent('Kolorist');
    expect(screen.getByTestId('master-salon-link')).toHaveAttribute('href', '/en/place/studio-lale');
    expect(screen.getByTestId('master-description')).toHaveTextContent('On yıllık renk uzmanı.');
    expect(screen.getByTestId('master-rating')).toHaveTextContent('4.9');
    expect(screen.getByTestId('master-book')).toHaveAttribute('href', '/en/order?salon_id=1&master_id=7');
    const row = screen.getByTestId('service-row');
    expect(within(row).getByTestId('service-name')).toHaveTextContent('Balayaj');
    expect(within(row).getByTestId('service-duration')).toHaveTextContent('2 h 30 min');
    expect(within(row).getByTestId('service-discount')).toHaveTextContent('-20%');
    expect(within(row).getByTestId('book-button')).toHaveAttribute('href', '/en/order?salon_id=1&service_id=12&master_id=7');
  });

  it('opens a work with all its photos, the service and the date', async () => {
    const full = workCase({ photos: [photo(21), photo(22), photo(23)] });
    const calls = mockApi({
      'GET /api/site/salon/employee-info/7': employee(),
      'GET /api/site/salon/case/51': full,
    });
    renderApp('/en/place/studio-lale/master/7');
    const card = await screen.findByTestId('case-card', {}, slow);
    expect(card).toHaveAccessibleName('Open work: Balayaj');
    fireEvent.click(card);
    const modal = await screen.findByTestId('case-photos', {}, slow);
    await vi.waitFor(() => expect(within(modal).getAllByTestId('case-photo')).toHaveLength(3), slow);
    expect(screen.getByTestId('case-date')).toHaveTextContent('February 3, 2025, 14:30 · Zeynep Ak');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Balayaj');
    expect(calls.filter((c) => c.path === '/api/site/salon/case/51')).toHaveLength(1);
  });

  it('a deactivated salon disables booking on the master page', async () => {
    const base = employee();
    mockApi({ 'GET /api/site/salon/employee-info/7': employee({ salon: { ...base.salon, is_active: false } }) });
    renderApp('/en/place/studio-lale/master/7');
    expect(await screen.findByTestId('salon-inactive-banner', {}, slow)).toHaveTextContent('Salon deactivated, no new appointments');
    expect(screen.getByTestId('master-book')).toBeDisabled();
    expect(document.querySelector('a[href*="/order"]')).toBeNull();
  });

  it('renders not-found for an unknown master or a non-numeric id', async () => {
    mockApi({ 'GET /api/site/salon/employee-info/99': apiError(404, 'Not found', 'not_found') });
    const { unmount } = renderApp('/isletme/studio-lale/uzman/99');
    expect(await screen.findByTestId('not-found', {}, slow)).toBeInTheDocument();
    unmount();
    renderApp('/isletme/studio-lale/uzman/abc');
    expect(await screen.findByTestId('not-found', {}, slow)).toBeInTheDocument();
  });
  it("shows the master's own reviews with averages, a page at a time (issue #16 item 9)", async () => {
    const reply = (id: number, text: string) => ({ ...replies.replies[0]!, id, text });
    mockApi({
      'GET /api/site/salon/employee-info/7': employee(),
      'GET /api/site/salon/employee-replies/7': (req: Request) => {
        const page = Number(new URL(req.url).searchParams.get('page'));
        const rows = page === 1 ? Array.from({ length: 10 }, (_, i) => reply(i + 1, `Yorum ${i + 1}`)) : [reply(11, 'Yorum 11'), reply(12, 'Yorum 12')];
        return Response.json({ rating: employee().rating, count: 12, page, limit: 10, replies: rows });
      },
    });
    renderApp('/en/place/studio-lale/master/7');
    const list = await screen.findByTestId('master-review-list', {}, slow);
    expect(within(list).getAllByTestId('review')).toHaveLength(10);
    // The master's own page does not repeat the master's name under each review.
    expect(within(list).getAllByTestId('review-about')[0]).toHaveTextContent(/^Service: Balayaj$/);
    expect(screen.getByTestId('rating-average')).toHaveTextContent('4.9');
    expect(screen.getByTestId('rating-count')).toHaveTextContent('12 reviews');
    fireEvent.click(screen.getByTestId('reviews-next'));
    expect(await screen.findByText('Yorum 12')).toBeInTheDocument();
    expect(screen.getByTestId('reviews-page')).toHaveTextContent('Page 2 of 2');
  });
});
