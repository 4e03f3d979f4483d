import type { Locale } from '@/shared/routes';

/** How the Mantine date and time pickers read in a locale (issue #16 item 8). */
export interface PickerSettings {
  /** dayjs locale (its file is loaded with the pickers). */
  dayjsLocale: 'tr' | 'en' | 'ru';
  /** 0 Sunday, 1 Monday: Monday in Turkey and Russia, Sunday in the US English the site uses. */
  firstDayOfWeek: 0 | 1;
  /** dayjs format of a chosen day: `dd.MM.yyyy` in tr and ru, `MM/dd/yyyy` in en (what `formatDay(…, 'numeric')` shows). */
  dateFormat: string;
  /** Same with a time (the blog's publication date). */
  dateTimeFormat: string;
  /** 24-hour clock in tr and ru, 12-hour with AM/PM in en. */
  timeFormat: '24h' | '12h';
}

const settings: Record<Locale, PickerSettings> = {
  tr: { dayjsLocale: 'tr', firstDayOfWeek: 1, dateFormat: 'DD.MM.YYYY', dateTimeFormat: 'DD.MM.YYYY HH:mm', timeFormat: '24h' },
  ru: { dayjsLocale: 'ru', firstDayOfWeek: 1, dateFormat: 'DD.MM.YYYY', dateTimeFormat: 'DD.MM.YYYY HH:mm', timeFormat: '24h' },
  en: { dayjsLocale: 'en', firstDayOfWeek: 0, dateFormat: 'MM/DD/YYYY', dateTimeFormat: 'MM/DD/YYYY h:mm A', timeFormat: '12h' },
};

export function pickerSettings(locale: Locale): PickerSettings {
  return settings[locale];
}

/** `HH:mm` (24 h) as the locale's clock shows it: 14:30, or 2:30 PM in en. */
export function formatClock(time: string, locale: Locale): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  if (pickerSettings(locale).timeFormat === '24h') return `${match[1]}:${match[2]}`;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
