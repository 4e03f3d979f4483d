import { createElement, lazy, type ComponentType } from 'react';
import { NotFoundPage } from '@/features/errors';
import { screen } from './screen';

export interface ScreenDef {
  Component: ComponentType;
  keepScroll?: boolean;
}

/**
 * A cabinet screen (salon, master, admin), from the cabinets' registry (`cabinetScreens.ts`) loaded on
 * first use. Every cabinet route without an entry below gets one: listing them here cost the public
 * entry bytes (its 150 KB budget) for routes no visitor opens.
 */
export function cabinetScreen(name: string): ScreenDef {
  return {
    Component: lazy(() =>
      import('./cabinetScreens').then((m) => {
        // The registry's screen is itself lazy: React.lazy needs a function component around it.
        const Inner = m.cabinetScreens[name]?.Component ?? NotFoundPage;
        return { default: () => createElement(Inner) };
      }),
    ),
  };
}

const staticPages = () => import('@/features/static-pages');
const account = () => import('@/features/account');
const accountPublic = () => import('@/features/account/public');
const places = () => import('@/features/places');
const salon = () => import('@/features/salon');
const dashboard = () => import('@/features/dashboard');
const cabinetNav = () => import('@/features/cabinet-nav');

/**
 * Screen per route name. Cabinet names missing here are looked up in the cabinets' registry
 * (`cabinetScreen`). Every route has a screen (`screens.test.ts`); a name with none is a not-found page.
 */
export const screens: Record<string, ScreenDef> = {
  // The shared salon card's texts live in places.json.
  home: { Component: screen(() => import('@/features/home'), (m) => m.HomePage, ['home', 'places']) },
  'not-found': { Component: NotFoundPage },
  blog: { Component: screen(() => import('@/features/blog'), (m) => m.BlogPage, ['blog']) },
  'blog-post': { Component: screen(() => import('@/features/blog'), (m) => m.BlogPostPage, ['blog']) },
  info: { Component: screen(() => import('@/features/info'), (m) => m.InfoRoutePage, ['info']) },
  newsletter: { Component: screen(() => import('@/features/newsletter'), (m) => m.NewsletterPage, ['newsletter']) },
  about: { Component: screen(staticPages, (m) => m.AboutPage, ['pages', 'static']) },
  contact: { Component: screen(staticPages, (m) => m.ContactPage, ['pages', 'static']) },
  faq: { Component: screen(staticPages, (m) => m.FaqPage, ['pages', 'static']) },
  terms: { Component: screen(staticPages, (m) => m.TermsPage, ['pages', 'static']) },
  privacy: { Component: screen(staticPages, (m) => m.PrivacyPage, ['pages', 'static']) },
  partners: { Component: screen(() => import('@/features/partners'), (m) => m.PartnersPage, ['partners']) },
  'partners-login': { Component: screen(() => import('@/features/auth/partner'), (m) => m.PartnerLoginPage, ['partners', 'auth']) },
  'delete-account': { Component: screen(staticPages, (m) => m.DeletionPolicyPage, ['pages', 'static']) },
  places: { Component: screen(places, (m) => m.PlacesPage, ['places']), keepScroll: true },
  'city-service-landing': { Component: screen(places, (m) => m.CityServiceLandingPage, ['places']) },
  'city-service': { Component: screen(places, (m) => m.CityServiceIndexPage, ['places']) },
  'dashboard-bookmarks': { Component: screen(places, (m) => m.BookmarksPage, ['places']) },
  salon: { Component: screen(salon, (m) => m.SalonPage, ['salon', 'places']) },
  master: { Component: screen(salon, (m) => m.MasterPage, ['salon', 'places']) },
  // The login popup (auth) opens from the checkout's submit for guests.
  order: { Component: screen(() => import('@/features/checkout'), (m) => m.CheckoutPage, ['checkout', 'auth']) },
  dashboard: { Component: screen(account, (m) => m.DashboardRedirect) },
  'dashboard-personal': { Component: screen(account, (m) => m.PersonalPage, ['account']) },
  'dashboard-history': { Component: screen(dashboard, (m) => m.HistoryPage, ['dashboard']) },
  'dashboard-replies': { Component: screen(dashboard, (m) => m.RepliesPage, ['dashboard']) },
  'dashboard-notifications': { Component: screen(dashboard, (m) => m.NotificationsPage, ['dashboard']) },
  'dashboard-notification-preferences': { Component: screen(dashboard, (m) => m.NotificationPreferencesPage, ['dashboard']) },
  'master-personal': { Component: screen(account, (m) => m.MasterPersonalPage, ['account']) },
  'admin-salon': { Component: screen(cabinetNav, (m) => m.SalonAreaRedirect) },
  'master-area': { Component: screen(cabinetNav, (m) => m.MasterAreaRedirect) },
  'update-phone': { Component: screen(accountPublic, (m) => m.UpdatePhonePage, ['account']) },
  'login-success': { Component: screen(accountPublic, (m) => m.LoginSuccessPage, ['account']) },
  // Salon cabinet (/admin-salon) and master area (/master); 'cabinet' holds the shared table texts.
  'admin-salon-notifications': { Component: screen(dashboard, (m) => m.NotificationsPage, ['dashboard']) },
  'master-notifications': { Component: screen(dashboard, (m) => m.NotificationsPage, ['dashboard']) },
  admin: { Component: screen(cabinetNav, (m) => m.AdminAreaRedirect) },
};

/** What a route without a screen shows: never a stand-in page (`screens.test.ts` keeps the table whole). */
export const missingScreen: ScreenDef = { Component: NotFoundPage };
