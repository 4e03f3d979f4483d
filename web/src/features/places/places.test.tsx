import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetInitialData } from '@/shared/api/initialData';
import { preloadLookup } from '@/shared/ui/Lookup';
import { json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { departments, list, salon } from './test/fixtures';

// The screen is a lazy chunk: load it once up front so the first test does not time out on it.
beforeAll(async () => {
  await Promise.all([import('./index'), preloadLookup()]);
}, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById('initial-data')?.remove();
  resetInitialData();
});

/** The server rendered `url` and embedded `data` in it. */
function servedPage(url: string, data: Record<string, unknown>) {
  const script = document.createElement('script');
  script.id = 'initial-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.body.appendChild(script);
  resetInitialData();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: `http://localhost${url}` } as PerformanceEntry]);
}

const slow = { timeout: 4000 };

/** Query strings of every GET /api/site/salons. */
function salonsCalls(handler: (url: URL) => unknown) {
  const queries: URLSearchParams[] = [];
  const fn = (req: Request) => {
    const url = new URL(req.url);
    queries.push(url.searchParams);
    return json(handler(url));
  };
  return { queries, fn };
}

// The machine runs several suites at once; whole-app renders can take a few seconds.
describe('/places', { timeout: 20_000 }, () => {
  it('lists the salons for the filters in the URL', async () => {
    const salons = salonsCalls(() => list([salon(1), salon(2, { name: 'Studio Lale', price_from: 25000 })], 2));
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    renderApp('/en/places?department_id=1&category_id=11&price_min=10000&amenities=wifi,parking&sort_by=price');
    const cards = await screen.findAllByTestId('salon-card', {}, slow);
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Studio Lale')).toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('price-from')).toHaveTextContent('from ₺250.00');
    expect(cards[1]).toHaveAttribute('href', '/en/place/salon-2');
    expect(screen.getByTestId('places-count')).toHaveTextContent('2 salons');
    expect(Object.fromEntries(salons.queries.at(-1)!)).toEqual({
      department_id: '1',
      category_id: '11',
      price_min: '10000',
      amenities: 'wifi,parking',
      sort_by: 'price',
      page: '1',
      per_page: '12',
    });
    expect(await screen.findByTestId('places-title')).toHaveTextContent('Saç');
  });

  it("shows the asked service's minutes and price on each card", async () => {
    const asked = salon(1, { service_price: 45000, service_duration_min: 40, price_from: 20000 });
    const salons = salonsCalls(() => list([asked]));
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    renderApp('/en/places?service_id=5&sort_by=price');
    const [card] = await screen.findAllByTestId('salon-card', {}, slow);
    expect(within(card!).getByTestId('service-price')).toHaveTextContent('40 min · ₺450.00');
    expect(within(card!).queryByTestId('price-from')).toBeNull();
  });

  it('says "1,000+" where the server counted no further', async () => {
    const salons = salonsCalls(() => list([salon(1), salon(2)], 1000, 1, true));
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    renderApp('/ru/places');
    await screen.findAllByTestId('salon-card', {}, slow);
    expect(screen.getByTestId('places-count')).toHaveTextContent(/^1\s000\+ салонов$/);
  });

  it('resolves a department slug in the path', async () => {
    const salons = salonsCalls(() => list([salon(1)]));
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    renderApp('/places/tirnak');
    await screen.findAllByTestId('salon-card', {}, slow);
    expect(salons.queries.every((q) => q.get('department_id') === '2')).toBe(true);
  });

  it('pages with two edge pages and two neighbours, keeping the filters in the URL', async () => {
    const salons = salonsCalls((url) => list([salon(Number(url.searchParams.get('page')) * 100)], 240, Number(url.searchParams.get('page'))));
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    const { router } = renderApp('/places?rating_min=4&page=10');
    await screen.findByText('Salon 1000', {}, slow);
    const nav = screen.getByTestId('places-pagination');
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t);
    // 20 pages: 1 2 … 8 9 [10] 11 12 … 19 20
    expect(labels).toEqual(['1', '2', '8', '9', '10', '11', '12', '19', '20']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Sayfa 11' }));
    await screen.findByText('Salon 1100', {}, slow);
    expect(router.state.location.search).toBe('?rating_min=4&page=11');
    expect(salons.queries.at(-1)?.get('page')).toBe('11');
    await act(async () => void router.navigate(-1));
    await screen.findByText('Salon 1000');
  });

  it('changing the sort starts again on page 1', async () => {
    const salons = salonsCalls(() => list([salon(1)], 30));
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    const { router } = renderApp('/en/places?page=2');
    await screen.findAllByTestId('salon-card', {}, slow);
    await userEvent.selectOptions(screen.getByTestId('places-sort'), 'Newest');
    await waitFor(() => expect(router.state.location.search).toBe('?sort_by=newest'));
    await waitFor(() => expect(salons.queries.at(-1)?.get('sort_by')).toBe('newest'));
    expect(salons.queries.at(-1)?.get('page')).toBe('1');
  });

  it('shows the empty state with a way to clear the filters', async () => {
    mockApi({ 'GET /api/site/salons': list([]), 'GET /api/site/departments': departments });
    const { router } = renderApp('/en/places?rating_min=5');
    const empty = await screen.findByTestId('places-empty', {}, slow);
    expect(empty).toHaveTextContent('No salons match');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the server error', async () => {
    mockApi({
      'GET /api/site/salons': () => Response.json({ message: 'Geçersiz filtre', message_code: 'validation_error' }, { status: 422 }),
      'GET /api/site/departments': departments,
    });
    renderApp('/places');
    expect(await screen.findByTestId('places-error', {}, { timeout: 5000 })).toHaveTextContent('Geçersiz filtre');
  });

  it('service lookup: hints, then the picked service filters the list', async () => {
    const salons = salonsCalls(() => list([salon(1)]));
    mockApi({
      'GET /api/site/salons': salons.fn,
      'GET /api/site/departments': departments,
      'GET /api/site/search-services': (req: Request) =>
        json(
          new URL(req.url).searchParams.get('term') === 'sac'
            ? [{ id: '31', text: 'Saç kesimi', district_name: 'Saç', disabled: false, type: 'service' }]
            : [],
        ),
    });
    const { router } = renderApp('/places');
    await screen.findAllByTestId('salon-card', {}, slow);
    fireEvent.click(screen.getByTestId('open-filters'));
    const input = await screen.findByTestId('filter-service');
    // Each lookup (service, area) has its own dropdown; the service one says what to do next.
    const hints = () => screen.getAllByTestId('lookup-hint').map((h) => h.textContent);
    act(() => input.focus());
    await waitFor(() => expect(hints()).toContain('Aramak için yazmaya başlayın'));
    fireEvent.change(input, { target: { value: 'sa' } });
    await waitFor(() => expect(hints()).toContain('En az 3 karakter yazın'));
    fireEvent.change(input, { target: { value: 'xyz' } });
    await waitFor(() => expect(hints()).toContain('Sonuç bulunamadı'));
    fireEvent.change(input, { target: { value: 'sac' } });
    fireEvent.click(await screen.findByRole('option', { name: /Saç kesimi/, hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?service_id=31&service_name=Sa%C3%A7+kesimi'));
    await waitFor(() => expect(salons.queries.at(-1)?.get('service_id')).toBe('31'));
  });

  it('sends the home search text as q and lets the visitor drop it', async () => {
    const salons = salonsCalls(() => list([salon(1)]));
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    const { router } = renderApp('/en/places?q=studio+lale&sort_by=rating');
    const chip = await screen.findByTestId('places-search-text', {}, slow);
    expect(chip).toHaveTextContent('Results for “studio lale”');
    await waitFor(() => expect(salons.queries.at(-1)?.get('q')).toBe('studio lale'));
    fireEvent.click(within(chip).getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(salons.queries.at(-1)?.has('q')).toBe(false));
  });

  it('says when nothing matches exactly and shows the nearest salons, then related services', async () => {
    const relaxedList = {
      ...list([], 0),
      searched: { service: { id: 5, name: 'Full Colour' }, place: { address: 'district-1', name: 'Kadıköy', within: 'İstanbul' } },
      relaxed: [
        {
          kind: 'nearby',
          salons: [salon(1, { distance_km: 2.4, district: 'Üsküdar' }), salon(2, { distance_km: 5.1, district: 'Beşiktaş' })],
        },
        { kind: 'related_services', subject: 'Hair Colouring', salons: [salon(3, { name: 'Studio Lale' })] },
      ],
    };
    const salons = salonsCalls(() => relaxedList);
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    const { router } = renderApp('/en/places?service_id=5&address=district-1&date=2030-01-07&time=10:00');
    expect(await screen.findByTestId('relaxed-notice', {}, slow)).toHaveTextContent('No exact matches in Kadıköy — 2 salons nearby');
    const nearby = screen.getByTestId('relaxed-nearby');
    expect(within(nearby).getByRole('heading', { level: 2 })).toHaveTextContent('Nearest salons offering Full Colour');
    expect(within(nearby).getAllByTestId('salon-card-distance').map((d) => d.textContent?.replace(' · ', ''))).toEqual([
      '2.4 km from Kadıköy centre',
      '5.1 km from Kadıköy centre',
    ]);
    const related = screen.getByTestId('relaxed-related_services');
    expect(within(related).getByRole('heading', { level: 2 })).toHaveTextContent('Related services in Kadıköy: Hair Colouring');
    expect(within(related).getByText('Studio Lale')).toBeInTheDocument();
    expect(screen.queryByTestId('places-empty')).toBeNull();

    // The header names what was searched, each removable.
    expect(screen.getByTestId('chip-service')).toHaveTextContent('Full Colour');
    expect(screen.getByTestId('chip-place')).toHaveTextContent('Kadıköy, İstanbul');
    expect(screen.getByTestId('chip-date')).toHaveTextContent('Jan 7, 2030');
    expect(screen.getByTestId('chip-time')).toHaveTextContent('10:00');
    expect(screen.queryByText('Selected service')).toBeNull();
    fireEvent.click(within(screen.getByTestId('chip-date')).getByRole('button', { name: 'Remove Jan 7, 2030' }));
    await waitFor(() => expect(router.state.location.search).toBe('?service_id=5&address=district-1'));
    fireEvent.click(within(screen.getByTestId('chip-place')).getByRole('button', { name: 'Remove Kadıköy, İstanbul' }));
    await waitFor(() => expect(router.state.location.search).toBe('?service_id=5'));
    await waitFor(() => expect(salons.queries.at(-1)?.has('address')).toBe(false));
  });

  it('words the notice in Turkish and counts in Russian plural forms', async () => {
    const five = Array.from({ length: 5 }, (_, i) => salon(i + 1, { distance_km: i + 1 }));
    const answer = (count: number) => ({
      ...list([], 0),
      searched: { service: { id: 5, name: 'Tüm Saç Boyama' }, place: { address: 'district-1', name: 'Kadıköy', within: 'İstanbul' } },
      relaxed: [{ kind: 'nearby', salons: five.slice(0, count) }],
    });
    mockApi({ 'GET /api/site/salons': () => json(answer(2)), 'GET /api/site/departments': departments });
    const { unmount } = renderApp('/places?service_id=5&address=district-1');
    expect(await screen.findByTestId('relaxed-notice', {}, slow)).toHaveTextContent("Kadıköy'de tam eşleşme yok — yakında 2 salon");
    unmount();
    mockApi({ 'GET /api/site/salons': () => json(answer(5)), 'GET /api/site/departments': departments });
    renderApp('/ru/places?service_id=5&address=district-1');
    expect(await screen.findByTestId('relaxed-notice', {}, slow)).toHaveTextContent('Точных совпадений в Kadıköy нет — рядом 5 салонов');
  });

  it('shows the list the server embedded for the same filters without asking again', async () => {
    servedPage('/places?department_id=1', {
      salons: list([salon(5, { name: 'Gömülü Salon' })], 1),
      salons_query: 'department_id=1',
    });
    const salons = salonsCalls(() => list([salon(6, { name: 'Sunucudan' })], 1));
    mockApi({ 'GET /api/site/salons': salons.fn, 'GET /api/site/departments': departments });
    const { router } = renderApp('/places?department_id=1');
    expect(await screen.findByText('Gömülü Salon', {}, slow)).toBeInTheDocument();
    expect(salons.queries).toHaveLength(0);
    // Another filter is a new question.
    await act(async () => void router.navigate('/places?department_id=2'));
    expect(await screen.findByText('Sunucudan', {}, slow)).toBeInTheDocument();
    expect(salons.queries.at(-1)?.get('department_id')).toBe('2');
  });
});
