import { lazy, type ComponentType } from 'react';
import { NotFoundPage } from '@/features/errors';
import { i18n, type Namespace } from '@/shared/i18n';
import { PlaceholderScreen } from './PlaceholderScreen';

export interface ScreenDef {
  Component: ComponentType;
  keepScroll?: boolean;
}

/**
 * A screen whose code and translation namespaces load together before it first renders (a navigation
 * is a transition: the current screen stays meanwhile, under the progress bar).
 */
function screen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, ns: Namespace[] = []): ComponentType {
  return lazy(() => Promise.all([load(), ns.length ? i18n.loadNamespaces(ns) : null]).then(([m]) => ({ default: pick(m) })));
}

const staticPages = () => import('@/features/static-pages');
const account = () => import('@/features/account');
const accountPublic = () => import('@/features/account/public');
const places = () => import('@/features/places');
const salon = () => import('@/features/salon');
const dashboard = () => import('@/features/dashboard');
const cabinetNav = () => import('@/features/cabinet-nav');
const salonDesk = () => import('@/features/salon-desk');
const salonTeam = () => import('@/features/salon-team');
const masterArea = () => import('@/features/master-area');
const salonClients = () => import('@/features/salon-clients');
const salonProfile = () => import('@/features/salon-profile');
const adminModeration = () => import('@/features/admin-moderation');
const adminAgreements = () => import('@/features/admin-agreements');
const salonReviews = () => import('@/features/salon-reviews');
const adminReviews = () => import('@/features/admin-reviews');
const adminUsers = () => import('@/features/admin-users');
const adminPortfolio = () => import('@/features/admin-portfolio');
const adminSalons = () => import('@/features/admin-salons');
const adminCatalogue = () => import('@/features/admin-catalogue');

/**
 * Screen per route name. Names missing here render PlaceholderScreen (public, eager) or a lazily loaded
 * placeholder (cabinets), until their issue replaces them.
 */
export const screens: Record<string, ScreenDef> = {
  // The shared salon card's texts live in places.json.
  home: { Component: screen(() => import('@/features/home'), (m) => m.HomePage, ['home', 'places']) },
  'not-found': { Component: NotFoundPage },
  about: { Component: screen(staticPages, (m) => m.AboutPage, ['pages', 'static']) },
  contact: { Component: screen(staticPages, (m) => m.ContactPage, ['pages', 'static']) },
  faq: { Component: screen(staticPages, (m) => m.FaqPage, ['pages', 'static']) },
  terms: { Component: screen(staticPages, (m) => m.TermsPage, ['pages', 'static']) },
  privacy: { Component: screen(staticPages, (m) => m.PrivacyPage, ['pages', 'static']) },
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
  'admin-salon-overview': { Component: screen(salonDesk, (m) => m.SalonOverviewPage, ['cabinet', 'salonDesk']) },
  'admin-salon-schedule': { Component: screen(salonDesk, (m) => m.SalonSchedulePage, ['cabinet', 'salonDesk']) },
  'admin-salon-appointments': { Component: screen(salonDesk, (m) => m.SalonAppointmentsPage, ['cabinet', 'salonDesk']) },
  'admin-salon-masters': { Component: screen(salonTeam, (m) => m.SalonMastersPage, ['cabinet', 'salonTeam']) },
  'admin-salon-masters-item': { Component: screen(salonTeam, (m) => m.SalonMasterEditPage, ['cabinet', 'salonTeam']) },
  'master-schedule': { Component: screen(masterArea, (m) => m.MasterSchedulePage, ['cabinet', 'masterArea']) },
  'master-appointments': { Component: screen(masterArea, (m) => m.MasterAppointmentsPage, ['cabinet', 'masterArea']) },
  'admin-salon-clients': { Component: screen(salonClients, (m) => m.SalonClientsPage, ['cabinet', 'salonClients']) },
  'admin-salon-clients-edit': { Component: screen(salonClients, (m) => m.SalonClientEditPage, ['cabinet', 'salonClients']) },
  'admin-salon-clients-info': { Component: screen(salonClients, (m) => m.SalonClientInfoPage, ['cabinet', 'salonClients']) },
  'admin-salon-replies': { Component: screen(salonReviews, (m) => m.SalonRepliesPage, ['cabinet', 'salonReviews']) },
  'admin-salon-services': { Component: screen(salonProfile, (m) => m.SalonServicesPage, ['cabinet', 'salonProfile']) },
  'admin-salon-salon': { Component: screen(salonProfile, (m) => m.SalonInfoPage, ['cabinet', 'salonProfile']) },
  'admin-salon-settings': { Component: screen(salonProfile, (m) => m.SalonSettingsPage, ['cabinet', 'salonProfile']) },
  'admin-salon-notifications': { Component: screen(dashboard, (m) => m.NotificationsPage, ['dashboard']) },
  'master-notifications': { Component: screen(dashboard, (m) => m.NotificationsPage, ['dashboard']) },
  // Platform admin (/admin).
  admin: { Component: screen(cabinetNav, (m) => m.AdminAreaRedirect) },
  'admin-replies': { Component: screen(adminReviews, (m) => m.AdminRepliesPage, ['cabinet', 'adminReviews']) },
  'admin-users': { Component: screen(adminUsers, (m) => m.AdminUsersPage, ['cabinet', 'adminUsers']) },
  'admin-users-item': { Component: screen(adminUsers, (m) => m.AdminUserPage, ['cabinet', 'adminUsers']) },
  'admin-portfolio': { Component: screen(adminPortfolio, (m) => m.AdminPortfolioPage, ['cabinet', 'adminPortfolio']) },
  'admin-portfolio-item': { Component: screen(adminPortfolio, (m) => m.AdminMasterPortfolioPage, ['cabinet', 'adminPortfolio']) },
  'admin-services-catalog': { Component: screen(adminCatalogue, (m) => m.CataloguePage, ['adminCatalogue']) },
  'admin-notifications': { Component: screen(dashboard, (m) => m.NotificationsPage, ['dashboard']) },
  'admin-notification-preferences': { Component: screen(dashboard, (m) => m.NotificationPreferencesPage, ['dashboard']) },
  'admin-services': { Component: screen(adminModeration, (m) => m.AdminServicesPage, ['cabinet', 'adminModeration']) },
  'admin-agreement': { Component: screen(adminAgreements, (m) => m.AdminAgreementsPage, ['cabinet', 'adminAgreements']) },
  'admin-agreement-item': { Component: screen(adminAgreements, (m) => m.AdminAgreementEditPage, ['cabinet', 'adminAgreements']) },
  'admin-salons': { Component: screen(adminSalons, (m) => m.AdminSalonsPage, ['cabinet', 'adminSalons']) },
};

export const publicPlaceholder: ScreenDef = { Component: PlaceholderScreen };
export const cabinetPlaceholder: ScreenDef = {
  Component: screen(() => import('./PlaceholderScreen'), (m) => m.PlaceholderScreen),
};
