import { describe, expect, it } from 'vitest';
import { pageViewBody } from './usePageView';

describe('pageViewBody', () => {
  it('names the route, its locale and the salon of a salon page', () => {
    expect(pageViewBody('/en/place/guzellik-evi', '', false, 'randevu.app')).toEqual({ route: 'salon', locale: 'en', salon_slug: 'guzellik-evi' });
    expect(pageViewBody('/isletme/x/uzman/7', '', false, 'randevu.app')).toEqual({ route: 'master', locale: 'tr', salon_slug: 'x' });
    expect(pageViewBody('/ru', '', false, 'randevu.app')).toEqual({ route: 'home', locale: 'ru' });
  });

  it('sends an outside referrer on the first view only, never the own site', () => {
    const google = 'https://www.google.com/search?q=salon';
    expect(pageViewBody('/', google, true, 'randevu.app')).toEqual({ route: 'home', locale: 'tr', referrer: google });
    expect(pageViewBody('/', google, false, 'randevu.app')).toEqual({ route: 'home', locale: 'tr' });
    expect(pageViewBody('/', 'https://randevu.app/blog', true, 'randevu.app')).toEqual({ route: 'home', locale: 'tr' });
    expect(pageViewBody('/', 'not a url', true, 'randevu.app')).toEqual({ route: 'home', locale: 'tr' });
  });
});
