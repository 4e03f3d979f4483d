import { describe, expect, it } from 'vitest';
import {
  areaOf,
  buildRouteObjects,
  isCityServiceSlug,
  localeOfPath,
  matchRoutePath,
  pathFor,
  routeTable,
  stripLocalePrefix,
  switchLocalePath,
} from '.';

describe('pathFor', () => {
  it('builds paths with the locale prefix', () => {
    expect(pathFor('home', 'tr')).toBe('/');
    expect(pathFor('home', 'en')).toBe('/en');
    expect(pathFor('home', 'ru')).toBe('/ru');
    expect(pathFor('about', 'tr')).toBe('/hakkimizda');
    expect(pathFor('about', 'en')).toBe('/en/about');
    expect(pathFor('about', 'ru')).toBe('/ru/o-nas');
    expect(pathFor('faq', 'tr')).toBe('/info/sss');
    expect(pathFor('faq', 'ru')).toBe('/ru/info/faq');
  });

  it('fills params, drops empty optional params and adds the query', () => {
    expect(pathFor('salon', 'tr', { slug: 'abc' })).toBe('/isletme/abc');
    expect(pathFor('salon', 'en', { slug: 'abc' })).toBe('/en/place/abc');
    expect(pathFor('master', 'ru', { slug: 'abc', masterId: 7 })).toBe('/ru/biznes/abc/master/7');
    expect(pathFor('places', 'tr')).toBe('/places');
    expect(pathFor('places', 'en', { slug: 'istanbul' })).toBe('/en/places/istanbul');
    expect(pathFor('places', 'tr', {}, { department_id: 3, sort_by: 'rating', q: '' })).toBe(
      '/places?department_id=3&sort_by=rating',
    );
  });

  it('rejects unknown route names', () => {
    expect(() => pathFor('nope', 'tr')).toThrow(/Unknown route/);
  });
});

describe('localeOfPath', () => {
  it('reads the prefix', () => {
    expect(localeOfPath('/')).toBe('tr');
    expect(localeOfPath('/hakkimizda')).toBe('tr');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/about')).toBe('en');
    expect(localeOfPath('/ru/o-nas')).toBe('ru');
    expect(localeOfPath('/tr/hakkimizda')).toBe('tr');
    expect(localeOfPath('/english')).toBe('tr');
    expect(localeOfPath('/entry-x')).toBe('tr');
  });

  it('strips the prefix', () => {
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/en/about')).toBe('/about');
    expect(stripLocalePrefix('/iletisim')).toBe('/iletisim');
  });
});

describe('matchRoutePath', () => {
  it('finds the route, locale and params', () => {
    expect(matchRoutePath('/isletme/abc')).toMatchObject({ name: 'salon', locale: 'tr', params: { slug: 'abc' } });
    expect(matchRoutePath('/en/place/abc')).toMatchObject({ name: 'salon', locale: 'en' });
    expect(matchRoutePath('/en')).toMatchObject({ name: 'home', locale: 'en' });
    expect(matchRoutePath('/admin-salon/clients/edit/5')).toMatchObject({
      name: 'admin-salon-clients-edit',
      params: { id: '5' },
    });
  });

  it('prefers static routes to the landing and checks the landing pattern', () => {
    expect(matchRoutePath('/blog')?.name).toBe('blog');
    expect(matchRoutePath('/istanbul-manikur')).toMatchObject({
      name: 'city-service-landing',
      params: { landing: 'istanbul-manikur' },
    });
    expect(matchRoutePath('/istanbul')).toBeNull();
    expect(matchRoutePath('/ru/moskva-strizhka')?.locale).toBe('ru');
  });

  it('resolves aliases to their route', () => {
    expect(matchRoutePath('/info/gizlilik-ve-mesafeli-satis-sozlesmesi')?.name).toBe('privacy');
    expect(matchRoutePath('/info/kullanim-kosullari')?.name).toBe('terms');
    expect(matchRoutePath('/ru/info/privacy')?.name).toBe('privacy');
    expect(matchRoutePath('/ru/info/terms')?.name).toBe('terms');
  });

  it('returns null for unknown paths', () => {
    expect(matchRoutePath('/a/b/c')).toBeNull();
  });
});

describe('switchLocalePath', () => {
  it('keeps the user on the same screen', () => {
    expect(switchLocalePath('/hakkimizda', 'en')).toBe('/en/about');
    expect(switchLocalePath('/hakkimizda', 'ru')).toBe('/ru/o-nas');
    expect(switchLocalePath('/isletme/abc', 'en')).toBe('/en/place/abc');
    expect(switchLocalePath('/en/place/abc', 'ru')).toBe('/ru/biznes/abc');
    expect(switchLocalePath('/en/info/privacy', 'tr')).toBe('/info/privacy');
    expect(switchLocalePath('/en/info/privacy', 'ru')).toBe('/ru/info/politika-konfidencialnosti');
    expect(switchLocalePath('/ru', 'tr')).toBe('/');
    expect(switchLocalePath('/', 'en')).toBe('/en');
  });

  it('maps aliases to the canonical path of the target locale', () => {
    expect(switchLocalePath('/info/gizlilik-ve-mesafeli-satis-sozlesmesi', 'en')).toBe('/en/info/privacy');
    expect(switchLocalePath('/info/kullanim-kosullari', 'ru')).toBe('/ru/info/usloviya-ispolzovaniya');
    expect(switchLocalePath('/ru/info/terms', 'tr')).toBe('/info/terms');
  });

  it('keeps the query string and hash', () => {
    expect(switchLocalePath('/places?department_id=3&sort_by=rating', 'en')).toBe(
      '/en/places?department_id=3&sort_by=rating',
    );
    expect(switchLocalePath('/info/sss?tab=payment#x', 'ru')).toBe('/ru/info/faq?tab=payment#x');
  });

  it('carries landings and unknown paths under the new prefix', () => {
    expect(switchLocalePath('/istanbul-manikur', 'en')).toBe('/en/istanbul-manikur');
    expect(switchLocalePath('/en/unknown/page', 'tr')).toBe('/unknown/page');
    expect(switchLocalePath('/unknown/page', 'ru')).toBe('/ru/unknown/page');
  });
});

describe('route table helpers', () => {
  it('looks up areas', () => {
    expect(areaOf('home')).toBe('public');
    expect(areaOf('dashboard-personal')).toBe('client');
    expect(areaOf('master-schedule')).toBe('master');
    expect(areaOf('admin-salon-salon')).toBe('salon');
    expect(areaOf('admin-users')).toBe('admin');
  });

  it('detects city-service slugs', () => {
    expect(isCityServiceSlug('istanbul-sac-kesimi')).toBe(true);
    expect(isCityServiceSlug('istanbul')).toBe(false);
    expect(isCityServiceSlug('-x')).toBe(false);
    expect(isCityServiceSlug(undefined)).toBe(false);
  });

  it('builds a route object for every route × locale × alias, grouped by area, plus a catch-all', () => {
    const layouts = buildRouteObjects({
      screen: () => ({}),
      layout: (area) => ({ handle: { layout: area } }),
      notFound: {},
    });
    expect(layouts.map((l) => l.id)).toEqual(['layout:public', 'layout:client', 'layout:master', 'layout:salon', 'layout:admin']);
    const children = layouts.flatMap((l) => l.children ?? []);
    const aliasCount = routeTable.routes.reduce(
      (n, r) => n + Object.values(r.aliases ?? {}).reduce((m, a) => m + (a?.length ?? 0), 0),
      0,
    );
    expect(children).toHaveLength(routeTable.routes.length * 3 + aliasCount + 1);
    const paths = children.map((c) => c.path);
    expect(paths).toContain('/en/about');
    expect(paths).toContain('/ru/o-nas');
    expect(paths).toContain('/info/gizlilik-ve-mesafeli-satis-sozlesmesi');
    expect(paths).toContain('/en/:landing');
    expect(paths.at(-1) ?? paths[paths.length - 1]).toBeDefined();
    expect(children.find((c) => c.path === '*')?.handle).toMatchObject({ name: 'not-found' });
    expect(children.find((c) => c.path === '/en/about')?.handle).toMatchObject({ name: 'about', locale: 'en', area: 'public' });
    expect(new Set(children.map((c) => c.id)).size).toBe(children.length);
  });
});
