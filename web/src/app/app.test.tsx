import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_LOGIN_EVENT } from '@/shared/auth';
import { PAGE_VIEW_EVENT } from '@/shared/hooks/usePageView';
import { i18n } from '@/shared/i18n';
import { renderApp } from '@/test/renderApp';

const salons = {
  salons: [
    {
      id: 1,
      slug: 'studio-lale',
      name: 'Studio Lale',
      city: 'İstanbul',
      district: 'Kadıköy',
      address: 'Moda Cd. 1',
      rating: 4.8,
      reviews_count: 120,
      cover_url: '/covers/1.jpg',
      price_from: 15000,
      departments: ['Kuaför'],
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/site/best-salons') return Response.json(salons);
      return Response.json({ message: 'not found', message_code: 'not_found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const hrefs = (els: HTMLElement[]) => els.map((el) => el.getAttribute('href'));

describe('shell', () => {
  it('header shows the departments from libs, linking to places by rating', async () => {
    renderApp('/');
    const header = await screen.findByTestId('header');
    const links = within(header).getAllByTestId('department-link');
    expect(links.map((l) => l.textContent)).toEqual(['Kuaför', 'Tırnak', 'Cilt bakımı']);
    expect(hrefs(links)).toEqual([
      '/places?department_id=1&sort_by=rating',
      '/places?department_id=2&sort_by=rating',
      '/places?department_id=3&sort_by=rating',
    ]);
    expect(within(links[0]!).getByRole('presentation', { hidden: true }).getAttribute('src')).toBe(
      '/api/site/departments/1/icon.svg',
    );
  });

  it('shows at most 7 departments', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, slug: `d${i}`, name: `Dep ${i}`, icon: `/i/${i}.svg` }));
    const { mockLibs } = await import('@/test/renderApp');
    renderApp('/', { ...mockLibs, header_departments: many });
    const header = await screen.findByTestId('header');
    expect(within(header).getAllByTestId('department-link')).toHaveLength(7);
  });

  it('language selector shows TR/EN/RU linking to the same screen', async () => {
    renderApp('/hakkimizda?ref=x');
    const header = await screen.findByTestId('header');
    const selector = within(header).getByTestId('language-selector');
    const links = within(selector).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['TR', 'EN', 'RU']);
    expect(hrefs(links)).toEqual(['/hakkimizda?ref=x', '/en/about?ref=x', '/ru/o-nas?ref=x']);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
  });

  it('switching language changes texts, <html lang> and the locale cookie', async () => {
    renderApp('/hakkimizda');
    const header = await screen.findByTestId('header');
    expect(within(header).getByTestId('for-business')).toHaveTextContent('İşletmeler için');
    fireEvent.click(within(within(header).getByTestId('language-selector')).getByText('EN'));
    await waitFor(() => expect(within(header).getByTestId('for-business')).toHaveTextContent('For business'));
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('footer has the public links, store links and the language selector', async () => {
    renderApp('/en');
    const footer = await screen.findByTestId('footer');
    const linkHrefs = hrefs(within(footer).getAllByRole('link'));
    for (const href of ['/en', '/en/places', '/en/blog', '/en/info/faq', '/en/contact', '/en/about', '/en/info/terms', '/en/info/privacy', '/en/partners']) {
      expect(linkHrefs).toContain(href);
    }
    expect(within(footer).getByTestId('app-store')).toHaveAttribute('href', 'https://apps.apple.com/app/randevu');
    expect(within(footer).getByTestId('google-play')).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=app.randevu');
    expect(within(footer).getByLabelText('Instagram')).toHaveAttribute('href', 'https://instagram.com/randevu');
    expect(within(footer).getByTestId('language-selector')).toBeInTheDocument();
  });

  it('guest profile button emits the open-login event', async () => {
    const onOpen = vi.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    renderApp('/');
    const header = await screen.findByTestId('header');
    fireEvent.click(within(header).getByTestId('profile-button'));
    expect(onOpen).toHaveBeenCalledOnce();
    window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
  });

  it('bottom bar and burger menu', async () => {
    renderApp('/');
    const bar = await screen.findByTestId('bottom-bar');
    expect(hrefs(within(bar).getAllByRole('link'))).toEqual(['/', '/places?sort_by=rating']);
    fireEvent.click(screen.getByTestId('burger-button'));
    const menu = await screen.findByTestId('burger-menu-content');
    expect(screen.getByTestId('burger-menu')).toBeInTheDocument();
    expect(hrefs(within(menu).getAllByRole('link'))).toContain('/info/sss');
  });

  it('partner pages show the partner navigation instead of departments', async () => {
    renderApp('/en/partners');
    const header = await screen.findByTestId('header');
    expect(within(header).queryAllByTestId('department-link')).toHaveLength(0);
    expect(within(header).getByTestId('request-demo')).toHaveTextContent('Request a demo');
    expect(hrefs(within(header).getAllByRole('link'))).toEqual(
      expect.arrayContaining(['/en/about', '/en/contact', '/en/partners#tariffs', '/en/partners-login']),
    );
  });

  it('reports a page view per route change and sets the title', async () => {
    const views: string[] = [];
    const onView = (e: Event) => views.push((e as CustomEvent<{ path: string }>).detail.path);
    window.addEventListener(PAGE_VIEW_EVENT, onView);
    const { router } = renderApp('/');
    await screen.findByTestId('header');
    await router.navigate('/iletisim');
    await screen.findByTestId('contact-page');
    await waitFor(() => expect(views).toEqual(['/', '/iletisim']));
    expect(document.title).toBe('İletişim — Randevu');
    window.removeEventListener(PAGE_VIEW_EVENT, onView);
  });
});

describe('pages', () => {
  it('home shows best salons with price from in TRY', async () => {
    renderApp('/');
    const card = await screen.findByTestId('salon-card');
    expect(card).toHaveAttribute('href', '/isletme/studio-lale');
    expect(card).toHaveTextContent('Studio Lale');
    expect(card).toHaveTextContent('Kadıköy, İstanbul');
    expect(within(card).getByTestId('price-from').textContent?.replace(/\u00a0/g, ' ')).toBe("₺150,00'den başlayan");
  });

  it('home search navigates to places with q', async () => {
    const { router } = renderApp('/en');
    const input = await screen.findByPlaceholderText('Haircut, manicure, massage…');
    fireEvent.change(input, { target: { value: 'manicure' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/places'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('manicure');
  });

  it('FAQ has the four tabs', async () => {
    renderApp('/en/info/faq');
    const tabs = await screen.findByTestId('faq-tabs');
    expect(within(tabs).getAllByRole('tab')).toHaveLength(4);
  });

  it('contact shows support e-mail and phone from libs', async () => {
    renderApp('/ru/kontakt');
    expect(await screen.findByTestId('support-email')).toHaveAttribute('href', 'mailto:destek@randevu.app');
    expect(screen.getByTestId('support-phone')).toHaveTextContent('+90 212 000 00 00');
  });
});

describe('not found', () => {
  it('renders for /404 with a link home', async () => {
    renderApp('/404');
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent('Bu sayfa bulunamadı');
    expect(within(page).getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });

  it('renders for unmatched paths in the URL locale', async () => {
    renderApp('/en/does/not/exist');
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent('This page could not be found');
    expect(within(page).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('a one-segment path without a hyphen is not a landing', async () => {
    renderApp('/istanbul');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('a city-service landing the server does not know is not found', async () => {
    // This file's fetch mock answers 404 for /api/site/seo (see places/landing.test.tsx for a real landing).
    renderApp('/istanbul-manikur');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('cabinets', () => {
  it('are guarded: a guest is asked to log in on the page itself (see cabinets.test.tsx for signed-in users)', async () => {
    const opened = vi.fn();
    window.addEventListener('randevu:open-login', opened);
    const { router } = renderApp('/dashboard/personal');
    expect(await screen.findByTestId('area-login-required', {}, { timeout: 8000 })).toHaveTextContent('Bu sayfa için giriş yapın');
    expect(router.state.location.pathname).toBe('/dashboard/personal');
    await waitFor(() => expect(opened).toHaveBeenCalled());
    window.removeEventListener('randevu:open-login', opened);
  });
});
