import type account from '@/locales/tr/account.json';
import type auth from '@/locales/tr/auth.json';
import type checkout from '@/locales/tr/checkout.json';
import type common from '@/locales/tr/common.json';
import type dashboard from '@/locales/tr/dashboard.json';
import type errors from '@/locales/tr/errors.json';
import type home from '@/locales/tr/home.json';
import type messages from '@/locales/tr/messages.json';
import type meta from '@/locales/tr/meta.json';
import type pages from '@/locales/tr/pages.json';
import type places from '@/locales/tr/places.json';
import type salon from '@/locales/tr/salon.json';
import type shell from '@/locales/tr/shell.json';
import type staticPages from '@/locales/tr/static.json';

/** Namespaces, typed from the Turkish files (the source of truth). */
export interface Resources {
  account: typeof account;
  auth: typeof auth;
  /** Checkout (/order): basket, master, date and time, personal data, success. */
  checkout: typeof checkout;
  common: typeof common;
  /** Client cabinet: history of visits, my reviews, notifications and their preferences. */
  dashboard: typeof dashboard;
  errors: typeof errors;
  home: typeof home;
  /** SMS / e-mail texts the server sends (it reads this file too). */
  messages: typeof messages;
  meta: typeof meta;
  pages: typeof pages;
  /** Places list, landings, city-service index, bookmarks, salon cards and amenity names. */
  places: typeof places;
  /** Salon page and master page. */
  salon: typeof salon;
  shell: typeof shell;
  static: typeof staticPages;
}

export type Namespace = keyof Resources;

export const namespaces: Namespace[] = ['account', 'auth', 'checkout', 'common', 'dashboard', 'errors', 'home', 'messages', 'meta', 'pages', 'places', 'salon', 'shell', 'static'];

/** Loaded before the first render; the others load when a screen asks for them (Suspense). */
export const initialNamespaces: Namespace[] = ['common', 'shell', 'meta', 'errors'];
