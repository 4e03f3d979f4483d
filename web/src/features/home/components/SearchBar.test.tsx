import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDay } from '@/shared/lib/format';
import { addDays, bookingWindow } from '@/shared/lib/salonDates';
import { preloadLookup } from '@/shared/ui/Lookup';
import { mockApi, type ApiCall } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { SEARCH_HISTORY_KEY } from '../lib/searchHistory';

const services = [
  { id: '12', text: 'Saç kesimi', district_name: 'Kuaför', disabled: false, type: 'service' },
  { id: '14', text: 'Saç boyama', district_name: 'Kuaför', disabled: false, type: 'service' },
];
const districts = [
  { id: 'district-5', text: 'Kadıköy', district_name: 'İstanbul', disabled: false, type: 'district' },
  { id: 'subdistrict-9', text: 'Moda', district_name: 'Kadıköy, İstanbul', disabled: false, type: 'subdistrict' },
];
const salons = [{ id: '1', text: 'Studio Lale', district_name: 'Kadıköy, İstanbul', disabled: false, type: 'salon', slug: 'studio-lale' }];

function setup(url = '/en') {
  const calls: ApiCall[] = mockApi({
    'GET /api/site/best-salons': { salons: [] },
    'GET /api/site/search-services': services,
    'GET /api/site/search-districts': districts,
    'GET /api/site/search-salons': salons,
  });
  const { router } = renderApp(url);
  const location = () => router.state.location;
  const query = () => Object.fromEntries(new URLSearchParams(location().search));
  return { calls, location, query };
}

// The lookups' combobox chunk loads after the first render; tests type into the loaded one.
beforeAll(async () => {
  await preloadLookup();
});
afterEach(() => vi.unstubAllGlobals());

// jsdom has no layout, so Floating UI reports the input as scrolled away and Mantine hides the
// dropdown (display: none); the options are there, hence `hidden: true`. Lookup.test.tsx checks
// what is shown with Mantine's test environment.
const option = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });
const allOptions = () => screen.getAllByRole('option', { hidden: true });
/** A day of the open Mantine calendar (labelled 'D MMMM YYYY' in English). */
const dayButton = (day: string) => screen.findByRole('button', { name: formatDay(day, 'en', 'long').replace(/^(\w+) (\d+), (\d+)$/, '$2 $1 $3'), hidden: true });

/** Focuses a lookup, types, and picks the option with `text` once it shows. */
async function pick(input: HTMLElement, term: string, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: term } });
  fireEvent.click(await option(new RegExp(text)));
}

describe('home search, services tab', () => {
  it('submits the picked service, district, date and time to the places list', async () => {
    const { location, query, calls } = setup();
    await pick(await screen.findByTestId('search-service'), 'saç', 'Saç kesimi');
    // The category shows as the option's second line.
    await pick(screen.getByTestId('search-district'), 'kadı', 'Moda');
    // Mantine's pickers load on first use and open at once (issue #16 item 8).
    const today = bookingWindow().min;
    fireEvent.click(screen.getByTestId('search-date'));
    fireEvent.click(await dayButton(today));
    fireEvent.click(screen.getByTestId('search-time'));
    fireEvent.click(await screen.findByRole('button', { name: '2:30 PM', hidden: true }));
    fireEvent.click(screen.getByTestId('search-submit'));

    await waitFor(() => expect(location().pathname).toBe('/en/places'));
    expect(query()).toEqual({ service_id: '12', address: 'subdistrict-9', date: today, time: '14:30', sort_by: 'rating' });
    const lookups = calls.filter((c) => c.path.startsWith('/api/site/search-'));
    expect(lookups.map((c) => c.path)).toEqual(['/api/site/search-services', '/api/site/search-districts']);
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual([{ id: '12', text: 'Saç kesimi' }]);
  });

  it('sends the term to the lookup endpoint', async () => {
    const terms: string[] = [];
    setup();
    const fetchMock = vi.mocked(globalThis.fetch);
    const input = await screen.findByTestId('search-service');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'manikür' } });
    const first = await option(/Saç kesimi/);
    for (const [req] of fetchMock.mock.calls) {
      const url = new URL((req as Request).url);
      if (url.pathname === '/api/site/search-services') terms.push(url.searchParams.get('term') ?? '');
    }
    expect(terms).toEqual(['manikür']);
    expect(first).toHaveTextContent('Kuaför');
  });

  it('searches with free text as q when no service was picked', async () => {
    const { location, query } = setup();
    const input = await screen.findByTestId('search-service');
    fireEvent.change(input, { target: { value: '  manicure ' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(location().pathname).toBe('/en/places'));
    expect(query()).toEqual({ q: 'manicure', sort_by: 'rating' });
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('offers the search history on an empty service field', async () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify([{ id: '14', text: 'Saç boyama' }, { id: '12', text: 'Saç kesimi' }]));
    const { location, query } = setup();
    const input = await screen.findByTestId('search-service');
    act(() => input.focus());
    expect(await screen.findByText('Your recent searches')).toBeInTheDocument();
    const options = allOptions();
    expect(options.map((o) => o.textContent)).toEqual(['Saç boyama', 'Saç kesimi']);
    fireEvent.click(options[1]!);
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(location().pathname).toBe('/en/places'));
    expect(query()).toEqual({ service_id: '12', sort_by: 'rating' });
    expect(JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY)!).map((e: { id: string }) => e.id)).toEqual(['12', '14']);
  });

  it('limits the date to today … three months ahead', async () => {
    setup();
    const { min } = bookingWindow();
    fireEvent.click(await screen.findByTestId('search-date'));
    expect(await dayButton(min)).not.toHaveAttribute('data-disabled');
    const yesterday = addDays(min, -1);
    if (yesterday.slice(0, 7) === min.slice(0, 7)) expect(await dayButton(yesterday)).toHaveAttribute('data-disabled');
  });
});

describe('home search, salons tab', () => {
  it('opens the picked salon page', async () => {
    const { location } = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Salons' }));
    await pick(await screen.findByTestId('search-salon'), 'lale', 'Studio Lale');
    await waitFor(() => expect(location().pathname).toBe('/en/place/studio-lale'));
  });

  it('searches places by name with typed text', async () => {
    const { location, query } = setup('/');
    fireEvent.click(await screen.findByRole('tab', { name: 'Salonlar' }));
    fireEvent.change(await screen.findByTestId('search-salon'), { target: { value: 'lale' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(location().pathname).toBe('/places'));
    expect(query()).toEqual({ q: 'lale', sort_by: 'rating' });
  });
});

describe('home departments', () => {
  it('link to the places list by department, sorted by rating', async () => {
    setup();
    const links = await screen.findAllByTestId('home-department');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/en/places?department_id=1&sort_by=rating',
      '/en/places?department_id=2&sort_by=rating',
      '/en/places?department_id=3&sort_by=rating',
    ]);
    expect(within(links[0]!).getByText('Kuaför')).toBeInTheDocument();
  });
});
