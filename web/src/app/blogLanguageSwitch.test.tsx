import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mockApi';
import { renderApp } from '@/test/renderApp';

const slow = { timeout: 8000 };
afterEach(() => vi.unstubAllGlobals());

const post = (over: Record<string, unknown>) => ({
  id: 1,
  locale: 'tr',
  slug: 'kis-sac-bakimi',
  title: 'Kışın saç bakımı',
  author: 'Randevu',
  excerpt: '',
  html: '<p>Metin</p><img src="/api/files/blog/a.webp" alt="">',
  cover_url: null,
  published_at: '2026-11-20T10:00:00Z',
  reading_minutes: 1,
  category: null,
  tags: [],
  similar: [],
  translations: [
    { locale: 'tr', slug: 'kis-sac-bakimi' },
    { locale: 'en', slug: 'winter-hair-care' },
  ],
  ...over,
});

/** The language switch's link for `locale`. */
const switchTo = (locale: string) => within(screen.getAllByTestId('language-selector')[0]!).getByText(locale.toUpperCase()).closest('a')!;

describe('the language switch on an article', { timeout: 30_000 }, () => {
  it('goes to the translation where one exists and to the blog of a language without one', async () => {
    mockApi({ 'GET /api/site/blog/kis-sac-bakimi': json(post({})) });
    renderApp('/blog/kis-sac-bakimi');
    await screen.findByTestId('blog-post', {}, slow);
    await waitFor(() => expect(switchTo('en')).toHaveAttribute('href', '/en/blog/winter-hair-care'));
    expect(switchTo('ru')).toHaveAttribute('href', '/ru/blog');
    expect(switchTo('tr')).toHaveAttribute('href', '/blog/kis-sac-bakimi');
  });

  it('goes back to the route table once the article is left', async () => {
    mockApi({ 'GET /api/site/blog/kis-sac-bakimi': json(post({})), 'GET /api/site/blog': json({ posts: [], categories: [], total: 0, page: 1, page_size: 12 }) });
    const { router } = renderApp('/blog/kis-sac-bakimi');
    await screen.findByTestId('blog-post', {}, slow);
    await waitFor(() => expect(switchTo('en')).toHaveAttribute('href', '/en/blog/winter-hair-care'));
    await router.navigate('/blog');
    await waitFor(() => expect(switchTo('en')).toHaveAttribute('href', '/en/blog'));
  });
});
