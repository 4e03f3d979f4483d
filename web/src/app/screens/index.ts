import { createElement, lazy, type ComponentType } from 'react';
import { NotFoundPage } from '@/features/errors';
import { PlaceholderScreen } from './PlaceholderScreen';
import { screen } from './screen';

export interface ScreenDef {
  Component: ComponentType;
  keepScroll?: boolean;
}

/** A cabinet screen (salon, master, admin), from the cabinets' registry loaded on first use. */
function cabinetScreen(name: string): ScreenDef {
  return {
    Component: lazy(() =>
      import('./cabinetScreens').then((m) => {
        // The registry's screen is itself lazy: React.lazy needs a function component around it.
        const Inner = m.cabinetScreens[name]?.Component ?? PlaceholderScreen;
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
 * Screen per route name. Names missing here render PlaceholderScreen (public, eager) or a lazily loaded
 * placeholder (cabinets), until their issue replaces them.
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
  // Salon cabinet and master area screens, from the cabinets' lazy registry.
  'admin-salon-overview': cabinetScreen('admin-salon-overview'),
  'admin-salon-schedule': cabinetScreen('admin-salon-schedule'),
  'admin-salon-appointments': cabinetScreen('admin-salon-appointments'),
  'admin-salon-masters': cabinetScreen('admin-salon-masters'),
  'admin-salon-masters-item': cabinetScreen('admin-salon-masters-item'),
  'master-schedule': cabinetScreen('master-schedule'),
  'master-appointments': cabinetScreen('master-appointments'),
  'admin-salon-clients': cabinetScreen('admin-salon-clients'),
  'admin-salon-clients-edit': cabinetScreen('admin-salon-clients-edit'),
  'admin-salon-clients-info': cabinetScreen('admin-salon-clients-info'),
  'admin-salon-replies': cabinetScreen('admin-salon-replies'),
  'admin-salon-services': cabinetScreen('admin-salon-services'),
  'admin-salon-salon': cabinetScreen('admin-salon-salon'),
  'admin-salon-settings': cabinetScreen('admin-salon-settings'),
  'admin-salon-analytics': cabinetScreen('admin-salon-analytics'),
  'admin-salon-reports': cabinetScreen('admin-salon-reports'),
  'admin-salon-salaries': cabinetScreen('admin-salon-salaries'),
  'admin-salon-finances': cabinetScreen('admin-salon-finances'),
  'admin-salon-loyalty': cabinetScreen('admin-salon-loyalty'),
  'admin-salon-feedback': cabinetScreen('admin-salon-feedback'),
  'admin-salon-payment': cabinetScreen('admin-salon-payment'),
  // Platform admin (/admin): the same registry, so the public entry carries none of their chunk lists.
  'admin-replies': cabinetScreen('admin-replies'),
  'admin-users': cabinetScreen('admin-users'),
  'admin-users-item': cabinetScreen('admin-users-item'),
  'admin-portfolio': cabinetScreen('admin-portfolio'),
  'admin-portfolio-item': cabinetScreen('admin-portfolio-item'),
  'admin-services-catalog': cabinetScreen('admin-services-catalog'),
  'admin-notifications': cabinetScreen('admin-notifications'),
  'admin-feedback': cabinetScreen('admin-feedback'),
  'admin-notification-preferences': cabinetScreen('admin-notification-preferences'),
  'admin-services': cabinetScreen('admin-services'),
  'admin-blog': cabinetScreen('admin-blog'),
  'admin-blog-new': cabinetScreen('admin-blog-new'),
  'admin-blog-categories': cabinetScreen('admin-blog-categories'),
  'admin-blog-item': cabinetScreen('admin-blog-item'),
  'admin-info-pages': cabinetScreen('admin-info-pages'),
  'admin-info-pages-new': cabinetScreen('admin-info-pages-new'),
  'admin-info-pages-item': cabinetScreen('admin-info-pages-item'),
  'admin-newsletter': cabinetScreen('admin-newsletter'),
  'admin-agreement': cabinetScreen('admin-agreement'),
  'admin-agreement-item': cabinetScreen('admin-agreement-item'),
  'admin-salons': cabinetScreen('admin-salons'),
  'admin-sales': cabinetScreen('admin-sales'),
  'admin-analytics': cabinetScreen('admin-analytics'),
  'admin-reports': cabinetScreen('admin-reports'),
  admin: { Component: screen(cabinetNav, (m) => m.AdminAreaRedirect) },
};

export const publicPlaceholder: ScreenDef = { Component: PlaceholderScreen };
export const cabinetPlaceholder: ScreenDef = {
  Component: screen(() => import('./PlaceholderScreen'), (m) => m.PlaceholderScreen),
};
