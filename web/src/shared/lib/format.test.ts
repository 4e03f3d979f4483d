import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n';
import { formatDuration, formatMoney } from './format';

// Intl puts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats kuruş as TRY with two decimals per locale', () => {
    expect(plain(formatMoney(159900, 'tr'))).toBe('₺1.599,00');
    expect(plain(formatMoney(159900, 'en'))).toBe('₺1,599.00');
    expect(plain(formatMoney(159900, 'ru'))).toBe('1 599,00 ₺');
    expect(plain(formatMoney(5, 'tr'))).toBe('₺0,05');
    expect(plain(formatMoney(0, 'en'))).toBe('₺0.00');
    expect(plain(formatMoney(12345678, 'en'))).toBe('₺123,456.78');
  });
});

describe('formatDuration', () => {
  const en = i18n.getFixedT('en');
  const tr = i18n.getFixedT('tr');
  const ru = i18n.getFixedT('ru');

  it('shows minutes under an hour', () => {
    expect(formatDuration(0, en)).toBe('0 min');
    expect(formatDuration(45, en)).toBe('45 min');
    expect(formatDuration(59, tr)).toBe('59 dk');
    expect(formatDuration(30, ru)).toBe('30 мин');
  });

  it('shows hours and minutes from an hour on', () => {
    expect(formatDuration(60, en)).toBe('1 h');
    expect(formatDuration(90, en)).toBe('1 h 30 min');
    expect(formatDuration(125, tr)).toBe('2 sa 5 dk');
    expect(formatDuration(180, ru)).toBe('3 ч');
  });
});
