import { intlLocale } from '@/shared/lib/format';
import type { Locale } from '@/shared/routes';

const pad = (n: number) => String(n).padStart(2, '0');

/** Local calendar date as yyyy-MM-dd. */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Spec §9: bookings (and moves) at most 3 months ahead: today up to the same day 3 months later. */
export function bookingWindow(now = new Date()): { min: string; max: string } {
  const max = new Date(now.getFullYear(), now.getMonth() + 3, 1);
  const lastDay = new Date(max.getFullYear(), max.getMonth() + 1, 0).getDate();
  max.setDate(Math.min(now.getDate(), lastDay));
  return { min: isoDate(now), max: isoDate(max) };
}

/** `date` clamped into the window (yyyy-MM-dd compares as text). */
export function clampDate(date: string, window: { min: string; max: string }): string {
  if (date < window.min) return window.min;
  if (date > window.max) return window.max;
  return date;
}

/** 'HH:mm' → minutes after midnight. */
export function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes after midnight → 'HH:mm'. */
export function fromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Start times on a `step`-minute grid inside [start, end). */
export function gridTimes(start: string, end: string, step: number): string[] {
  const out: string[] = [];
  const s = Math.max(1, step);
  const from = Math.ceil(toMinutes(start) / s) * s;
  for (let m = from; m < toMinutes(end); m += s) out.push(fromMinutes(m));
  return out;
}

/** 'yyyy-MM-dd' → e.g. 'Sal, 1 Aralık 2026' in the locale (noon avoids a DST edge). */
export function formatDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00`));
}

/** 'yyyy-MM-dd' → e.g. 'Sal 1 Ara': short enough for a chip. */
export function formatShortDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00`));
}

/** An instant (ISO) as a short local date and time. */
export function formatInstant(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
