import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n';
import { capitalize, formatCount, formatDay, formatDuration, formatInstant, formatMonth, formatMoney, monthNames, weekdayNames } from './format';

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

describe('formatMoney, written out', () => {
  it("writes every amount exactly as Intl's currency format does, in each locale", () => {
    const amounts = [0, -0, 1, 5, 99, 100, 101, 12_345, 99_999, 100_000, 159_900, 999_999, 1_000_000, 123_456_789_012, -1, -159_950, -100_000_000, 12.4, 12.6, -0.4];
    for (let i = 0; i < 300; i++) amounts.push(Math.round(Math.sin(i) * 10 ** (i % 12)));
    for (const locale of ['tr', 'en', 'ru'] as const) {
      const intl = new Intl.NumberFormat({ tr: 'tr-TR', en: 'en-US', ru: 'ru-RU' }[locale], {
        style: 'currency',
        currency: 'TRY',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const kurus of amounts) expect(formatMoney(kurus, locale), `${kurus} ${locale}`).toBe(intl.format(Math.round(kurus) / 100));
    }
  });
});

describe('formatCount', () => {
  it('groups the digits of a count as the locale does', () => {
    expect(plain(formatCount(219224, 'tr'))).toBe('219.224');
    expect(plain(formatCount(219224, 'en'))).toBe('219,224');
    expect(plain(formatCount(219224, 'ru'))).toBe('219 224');
    expect(plain(formatCount(3, 'tr'))).toBe('3');
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

// `npm test` runs this file again under TZ=America/Los_Angeles and TZ=Asia/Tokyo: a salon day must
// read the same everywhere.
describe('formatDay', () => {
  it('shows a salon day in each locale', () => {
    expect(formatDay('2026-12-01', 'tr')).toBe('1 Ara 2026');
    expect(formatDay('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(formatDay('2026-12-01', 'ru')).toBe('1 дек. 2026 г.');
    expect(formatDay('1990-05-17', 'tr', 'numeric')).toBe('17.05.1990');
    expect(formatDay('1990-05-17', 'en', 'numeric')).toBe('05/17/1990');
    expect(formatDay('1990-05-17', 'ru', 'numeric')).toBe('17.05.1990');
  });

  it('names the weekday of the day itself, in any browser zone', () => {
    // 2026-12-01 is a Tuesday; formatting a local midnight would make it Monday west of UTC.
    expect(formatDay('2026-12-01', 'tr', 'weekdayLong')).toBe('1 Aralık 2026 Salı');
    expect(formatDay('2026-12-01', 'en', 'weekdayLong')).toBe('Tuesday, December 1, 2026');
    expect(formatDay('2026-12-01', 'ru', 'weekdayLong')).toBe('вторник, 1 декабря 2026 г.');
    expect(formatDay('2027-01-01', 'en', 'weekdayShort')).toBe('Fri, Jan 1');
    expect(formatDay('2026-12-31', 'tr', 'dayMonth')).toBe('31 Ara');
    expect(plain(formatDay('2026-12-31', 'ru', 'long'))).toBe('31 декабря 2026 г.');
  });

  it('shows months, and passes through what is not a day', () => {
    expect(formatMonth('2026-12', 'tr')).toBe('Aralık 2026');
    expect(formatMonth('2027-01', 'en')).toBe('January 2027');
    expect(plain(formatMonth('2027-01', 'ru'))).toBe('январь 2027 г.');
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('', 'en')).toBe('');
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatDay('2026-02-30', 'en')).toBe('2026-02-30');
  });
});

describe('formatInstant', () => {
  // 21:30 UTC: 00:30 the next day in Istanbul.
  const at = '2026-11-30T21:30:00Z';

  it('shows an instant in the given zone in each locale', () => {
    expect(plain(formatInstant(at, 'tr', 'dateTime', 'Europe/Istanbul'))).toBe('1 Ara 2026 00:30');
    expect(plain(formatInstant(at, 'en', 'dateTime', 'Europe/Istanbul'))).toBe('Dec 1, 2026, 12:30 AM');
    expect(plain(formatInstant(at, 'ru', 'dateTime', 'Europe/Istanbul'))).toBe('1 дек. 2026 г., 00:30');
    expect(formatInstant(at, 'tr', 'time', 'Europe/Istanbul')).toBe('00:30');
    expect(formatInstant(at, 'en', 'numericDate', 'UTC')).toBe('11/30/2026');
    expect(formatInstant(at, 'ru', 'longDate', 'UTC')).toBe('30 ноября 2026 г.');
  });

  it("uses the reader's zone when none is given", () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatInstant(at, 'en', 'dateTime')).toBe(formatInstant(at, 'en', 'dateTime', browserZone));
    expect(formatInstant(undefined, 'en')).toBe('');
    expect(formatInstant('not a time', 'en')).toBe('not a time');
  });
});

describe('calendar names', () => {
  it('lists weekdays Monday first and months January first', () => {
    expect(weekdayNames('en', 'long')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('tr')).toEqual(['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz']);
    expect(weekdayNames('ru', 'long')[6]).toBe('воскресенье');
    expect(monthNames('tr')[0]).toBe('Ocak');
    expect(monthNames('en')[11]).toBe('December');
    expect(monthNames('ru')[4]).toBe('май');
  });

  it('capitalises the locale’s way', () => {
    expect(capitalize('вторник, 1 декабря', 'ru')).toBe('Вторник, 1 декабря');
    expect(capitalize('ıspanak', 'tr')).toBe('Ispanak');
    expect(capitalize('istanbul', 'tr')).toBe('İstanbul');
  });
});
