import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountData, json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';
import { list, salon } from './test/fixtures';

beforeAll(async () => {
  await import('./index');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 4000 };

const seo = {
  title: 'İstanbul Kuaför Salonları',
  description: 'İstanbul’daki kuaförler',
  heading: 'İstanbul’un en iyi kuaförleri',
  text: ['Saç kesiminden boyaya kadar.', 'Online randevu alın.'],
  landing: { province_id: 34, city: 'İstanbul', subject: 'Kuaför', department_id: 1, category_id: null, service_id: null },
};

const cities = {
  cities: [
    { slug: 'istanbul', name: 'İstanbul', departments: [{ slug: 'kuafor', name: 'Kuaför', salons_count: 12, path_slug: 'istanbul-kuafor' }] },
    {
      slug: 'ankara',
      name: 'Ankara',
      departments: [
        { slug: 'kuafor', name: 'Kuaför', salons_count: 4, path_slug: 'ankara-kuafor' },
        { slug: 'tirnak', name: 'Tırnak', salons_count: 2, path_slug: 'ankara-tirnak' },
      ],
    },
  ],
};

describe('city-and-service landing', { timeout: 20_000 }, () => {
  it('shows the heading, the text, the salons of the city and subject, and other cities', async () => {
    const queries: Record<string, string>[] = [];
    const seoPaths: (string | null)[] = [];
    mockApi({
      'GET /api/site/seo': (req: Request) => {
        seoPaths.push(new URL(req.url).searchParams.get('path'));
        return json(seo);
      },
      'GET /api/site/salons': (req: Request) => {
        queries.push(Object.fromEntries(new URL(req.url).searchParams));
        return json(list([salon(1), salon(2, { name: 'Studio Lale' })], 2));
      },
      'GET /api/site/city-services': cities,
    });
    renderApp('/istanbul-kuafor');
    expect(await screen.findByTestId('landing-heading', {}, slow)).toHaveTextContent('İstanbul’un en iyi kuaförleri');
    expect(screen.getByTestId('landing-text')).toHaveTextContent('Saç kesiminden boyaya kadar.');
    expect(screen.getByTestId('landing-text')).toHaveTextContent('Online randevu alın.');
    const cards = await screen.findAllByTestId('salon-card', {}, slow);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Salon 1', 'Studio Lale']);
    expect(seoPaths).toEqual(['/istanbul-kuafor']);
    expect(queries[0]).toEqual({ address: 'province-34', department_id: '1', sort_by: 'rating', page: '1', per_page: '12' });
    const others = await screen.findByTestId('other-cities');
    expect(within(others).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Ankara', '/ankara-kuafor']]);
    expect(screen.getByTestId('landing-all-filters')).toHaveAttribute(
      'href',
      '/places?address=province-34&department_id=1&address_name=%C4%B0stanbul&sort_by=rating',
    );
    await waitFor(() => expect(document.title).toBe('İstanbul Kuaför Salonları'));
  });

  it('pages through the landing listing', async () => {
    mockApi({
      'GET /api/site/seo': seo,
      'GET /api/site/salons': (req: Request) => {
        const page = Number(new URL(req.url).searchParams.get('page'));
        return json(list([salon(page * 10)], 30, page));
      },
      'GET /api/site/city-services': cities,
    });
    const { router } = renderApp('/en/istanbul-kuafor');
    await screen.findByText('Salon 10', {}, slow);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Page 3' })));
    await screen.findByText('Salon 30', {}, slow);
    expect(router.state.location.search).toBe('?page=3');
  });

  it('is the not-found page when the path is no landing', async () => {
    mockApi({ 'GET /api/site/seo': () => Response.json({ message: 'Not found', message_code: 'not_found' }, { status: 404 }) });
    renderApp('/en/nowhere-nothing');
    expect(await screen.findByTestId('not-found', {}, slow)).toHaveTextContent('This page could not be found');
  });

  it('is the not-found page when the server has only generic texts for the path', async () => {
    mockApi({ 'GET /api/site/seo': { title: 'Şehrinizde', description: 'd', heading: 'Şehrinizde', text: [], landing: null } });
    renderApp('/nowhere-nothing');
    expect(await screen.findByTestId('not-found', {}, slow)).toHaveTextContent('Bu sayfa bulunamadı');
    expect(screen.queryByTestId('landing-page')).not.toBeInTheDocument();
  });
});

describe('/city-service', { timeout: 20_000 }, () => {
  it('lists every city with its departments, linking to the landings', async () => {
    mockApi({ 'GET /api/site/city-services': cities });
    renderApp('/ru/city-service');
    const cards = await screen.findAllByTestId('city-card', {}, slow);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['İstanbul', 'Ankara']);
    const links = within(cards[1]!).getAllByTestId('city-service-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/ru/ankara-kuafor', '/ru/ankara-tirnak']);
    expect(links[0]).toHaveTextContent('4 салона');
    expect(links[1]).toHaveTextContent('2 салона');
  });
});

describe('/dashboard/bookmarks', { timeout: 20_000 }, () => {
  it('says there are none yet and links to the places list', async () => {
    mockApi({ 'GET /api/common/account-data': accountData(), 'GET /api/client/bookmarks': { salons: [] } });
    renderApp('/en/dashboard/bookmarks');
    const empty = await screen.findByTestId('bookmarks-empty', {}, slow);
    expect(empty).toHaveTextContent('No favourite salons yet');
    expect(within(empty).getByRole('link', { name: 'Browse salons' })).toHaveAttribute('href', '/en/places?sort_by=rating');
  });

  it('removes a salon from the list when its heart is unmarked', async () => {
    let saved = [salon(1, { is_favorite: true }), salon(2, { is_favorite: true, name: 'Studio Lale' })];
    const calls = mockApi({
      'GET /api/common/account-data': accountData(),
      'GET /api/client/bookmarks': () => json({ salons: saved }),
      'POST /api/common/update-salon-favorite': (_req: Request, body: unknown) => {
        const { salon_id } = body as { salon_id: number };
        saved = saved.filter((s) => s.id !== salon_id);
        return json({ salon_id, favorite: false });
      },
    });
    renderApp('/en/dashboard/bookmarks');
    expect(await screen.findAllByTestId('salon-card', {}, slow)).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Studio Lale from favourites' })));
    await waitFor(() => expect(screen.getAllByTestId('salon-card')).toHaveLength(1));
    expect(screen.getByTestId('salon-card')).toHaveTextContent('Salon 1');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ salon_id: 2, favorite: false });
  });
});
