import { describe, expect, it } from 'vitest';
import { consumeStartupToken, getToken, takeStartupToken } from '.';

describe('takeStartupToken', () => {
  it('returns the token and the URL without it', () => {
    expect(takeStartupToken('/en/about?st=abc123&x=1#top')).toEqual({ token: 'abc123', url: '/en/about?x=1#top' });
    expect(takeStartupToken('/?st=tok')).toEqual({ token: 'tok', url: '/' });
  });

  it('returns null without st', () => {
    expect(takeStartupToken('/en/about?x=1')).toBeNull();
  });
});

describe('consumeStartupToken', () => {
  it('stores the token and replaces the URL', () => {
    window.history.pushState({}, '', '/hakkimizda?st=secret-token&utm=x');
    const lengthBefore = window.history.length;
    expect(consumeStartupToken()).toBe(true);
    expect(getToken()).toBe('secret-token');
    expect(window.location.pathname + window.location.search).toBe('/hakkimizda?utm=x');
    expect(window.history.length).toBe(lengthBefore);
  });

  it('does nothing without st', () => {
    window.history.pushState({}, '', '/iletisim');
    expect(consumeStartupToken()).toBe(false);
    expect(getToken()).toBeNull();
  });
});
