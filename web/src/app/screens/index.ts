import type { ComponentType } from 'react';
import { NotFoundPage } from '@/features/errors';
import { HomePage } from '@/features/home';
import type { Namespace } from '@/shared/i18n';
import { PlaceholderScreen } from './PlaceholderScreen';

type Lazy = () => Promise<{ Component: ComponentType }>;

export interface ScreenDef {
  Component?: ComponentType;
  lazy?: Lazy;
  /** Translation namespaces loaded before the screen renders. */
  ns?: Namespace[];
  keepScroll?: boolean;
}

const staticPages = () => import('@/features/static-pages');
const fromStatic =
  (pick: (m: Awaited<ReturnType<typeof staticPages>>) => ComponentType): Lazy =>
  () =>
    staticPages().then((m) => ({ Component: pick(m) }));

const account = () => import('@/features/account');
const fromAccount =
  (pick: (m: Awaited<ReturnType<typeof account>>) => ComponentType): Lazy =>
  () =>
    account().then((m) => ({ Component: pick(m) }));
const accountPublic = () => import('@/features/account/public');

const places = () => import('@/features/places');
const fromPlaces =
  (pick: (m: Awaited<ReturnType<typeof places>>) => ComponentType): Lazy =>
  () =>
    places().then((m) => ({ Component: pick(m) }));

const salon = () => import('@/features/salon');
const fromSalon =
  (pick: (m: Awaited<ReturnType<typeof salon>>) => ComponentType): Lazy =>
  () =>
    salon().then((m) => ({ Component: pick(m) }));

const dashboard = () => import('@/features/dashboard');
const fromDashboard =
  (pick: (m: Awaited<ReturnType<typeof dashboard>>) => ComponentType): Lazy =>
  () =>
    dashboard().then((m) => ({ Component: pick(m) }));

const lazyFrom =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): Lazy =>
  () =>
    load().then((m) => ({ Component: pick(m) }));
const salonDesk = () => import('@/features/salon-desk');
const salonTeam = () => import('@/features/salon-team');
const masterArea = () => import('@/features/master-area');
const salonClients = () => import('@/features/salon-clients');
const salonProfile = () => import('@/features/salon-profile');

/**
 * Screen per route name. Names missing here render PlaceholderScreen (public, eager) or a lazily loaded
 * placeholder (cabinets), until their issue replaces them.
 */
export const screens: Record<string, ScreenDef> = {
  // The shared salon card's texts live in places.json.
  home: { Component: HomePage, ns: ['home', 'places'] },
  'not-found': { Component: NotFoundPage },
  about: { lazy: fromStatic((m) => m.AboutPage), ns: ['pages', 'static'] },
  contact: { lazy: fromStatic((m) => m.ContactPage), ns: ['pages', 'static'] },
  faq: { lazy: fromStatic((m) => m.FaqPage), ns: ['pages', 'static'] },
  terms: { lazy: fromStatic((m) => m.TermsPage), ns: ['pages', 'static'] },
  privacy: { lazy: fromStatic((m) => m.PrivacyPage), ns: ['pages', 'static'] },
  'delete-account': { lazy: fromStatic((m) => m.DeletionPolicyPage), ns: ['pages', 'static'] },
  places: { lazy: fromPlaces((m) => m.PlacesPage), ns: ['places'], keepScroll: true },
  'city-service-landing': { lazy: fromPlaces((m) => m.CityServiceLandingPage), ns: ['places'] },
  'city-service': { lazy: fromPlaces((m) => m.CityServiceIndexPage), ns: ['places'] },
  'dashboard-bookmarks': { lazy: fromPlaces((m) => m.BookmarksPage), ns: ['places'] },
  salon: { lazy: fromSalon((m) => m.SalonPage), ns: ['salon', 'places'] },
  master: { lazy: fromSalon((m) => m.MasterPage), ns: ['salon', 'places'] },
  // The login popup (auth) opens from the checkout's submit for guests.
  order: { lazy: () => import('@/features/checkout').then((m) => ({ Component: m.CheckoutPage })), ns: ['checkout', 'auth'] },
  dashboard: { lazy: fromAccount((m) => m.DashboardRedirect) },
  'dashboard-personal': { lazy: fromAccount((m) => m.PersonalPage), ns: ['account'] },
  'dashboard-history': { lazy: fromDashboard((m) => m.HistoryPage), ns: ['dashboard'] },
  'dashboard-replies': { lazy: fromDashboard((m) => m.RepliesPage), ns: ['dashboard'] },
  'dashboard-notifications': { lazy: fromDashboard((m) => m.NotificationsPage), ns: ['dashboard'] },
  'dashboard-notification-preferences': { lazy: fromDashboard((m) => m.NotificationPreferencesPage), ns: ['dashboard'] },
  'master-personal': { lazy: fromAccount((m) => m.MasterPersonalPage), ns: ['account'] },
  'admin-salon': { lazy: lazyFrom(() => import('@/features/cabinet-nav'), (m) => m.SalonAreaRedirect) },
  'master-area': { lazy: lazyFrom(() => import('@/features/cabinet-nav'), (m) => m.MasterAreaRedirect) },
  'update-phone': { lazy: () => accountPublic().then((m) => ({ Component: m.UpdatePhonePage })), ns: ['account'] },
  'login-success': { lazy: () => accountPublic().then((m) => ({ Component: m.LoginSuccessPage })), ns: ['account'] },
  // Salon cabinet (/admin-salon) and master area (/master); 'cabinet' holds the shared table texts.
  'admin-salon-overview': { lazy: lazyFrom(salonDesk, (m) => m.SalonOverviewPage), ns: ['cabinet', 'salonDesk'] },
  'admin-salon-schedule': { lazy: lazyFrom(salonDesk, (m) => m.SalonSchedulePage), ns: ['cabinet', 'salonDesk'] },
  'admin-salon-appointments': { lazy: lazyFrom(salonDesk, (m) => m.SalonAppointmentsPage), ns: ['cabinet', 'salonDesk'] },
  'admin-salon-masters': { lazy: lazyFrom(salonTeam, (m) => m.SalonMastersPage), ns: ['cabinet', 'salonTeam'] },
  'admin-salon-masters-item': { lazy: lazyFrom(salonTeam, (m) => m.SalonMasterEditPage), ns: ['cabinet', 'salonTeam'] },
  'master-schedule': { lazy: lazyFrom(masterArea, (m) => m.MasterSchedulePage), ns: ['cabinet', 'masterArea'] },
  'master-appointments': { lazy: lazyFrom(masterArea, (m) => m.MasterAppointmentsPage), ns: ['cabinet', 'masterArea'] },
  'admin-salon-clients': { lazy: lazyFrom(salonClients, (m) => m.SalonClientsPage), ns: ['cabinet', 'salonClients'] },
  'admin-salon-clients-edit': { lazy: lazyFrom(salonClients, (m) => m.SalonClientEditPage), ns: ['cabinet', 'salonClients'] },
  'admin-salon-clients-info': { lazy: lazyFrom(salonClients, (m) => m.SalonClientInfoPage), ns: ['cabinet', 'salonClients'] },
  'admin-salon-services': { lazy: lazyFrom(salonProfile, (m) => m.SalonServicesPage), ns: ['cabinet', 'salonProfile'] },
  'admin-salon-salon': { lazy: lazyFrom(salonProfile, (m) => m.SalonInfoPage), ns: ['cabinet', 'salonProfile'] },
  'admin-salon-settings': { lazy: lazyFrom(salonProfile, (m) => m.SalonSettingsPage), ns: ['cabinet', 'salonProfile'] },
  'admin-salon-notifications': { lazy: fromDashboard((m) => m.NotificationsPage), ns: ['dashboard'] },
  'master-notifications': { lazy: fromDashboard((m) => m.NotificationsPage), ns: ['dashboard'] },
};

export const publicPlaceholder: ScreenDef = { Component: PlaceholderScreen };
export const cabinetPlaceholder: ScreenDef = {
  lazy: () => import('./PlaceholderScreen').then((m) => ({ Component: m.PlaceholderScreen })),
};
