import type { ScreenDef } from './index';
import { screen } from './screen';

// The cabinets' screens (salon /admin-salon, master /master, platform admin /admin), loaded as one
// module on the first cabinet route: their chunk lists stay out of the public entry (the 150 KB
// budget of every public route).
const dashboard = () => import('@/features/dashboard');
const salonDesk = () => import('@/features/salon-desk');
const salonTeam = () => import('@/features/salon-team');
const masterArea = () => import('@/features/master-area');
const salonClients = () => import('@/features/salon-clients');
const salonProfile = () => import('@/features/salon-profile');
const salonReviews = () => import('@/features/salon-reviews');
const salonPayment = () => import('@/features/salon-payment');
const salonSalaries = () => import('@/features/salon-salaries');
const salonFinances = () => import('@/features/salon-finances');
const salonLoyalty = () => import('@/features/salon-loyalty');
const adminModeration = () => import('@/features/admin-moderation');
const adminAgreements = () => import('@/features/admin-agreements');
const adminBlog = () => import('@/features/admin-blog');
const adminContent = () => import('@/features/admin-content');
const adminReviews = () => import('@/features/admin-reviews');
const adminUsers = () => import('@/features/admin-users');
const adminPortfolio = () => import('@/features/admin-portfolio');
const adminSalons = () => import('@/features/admin-salons');
const adminSales = () => import('@/features/admin-sales');
const adminAnalytics = () => import('@/features/admin-analytics');
const adminReports = () => import('@/features/admin-reports');
const adminCatalogue = () => import('@/features/admin-catalogue');
const salonAnalytics = () => import('@/features/salon-analytics');
const salonReports = () => import('@/features/salon-reports');
const feedback = () => import('@/features/feedback');

export const cabinetScreens: Record<string, ScreenDef> = {
  'admin-salon-overview': { Component: screen(salonDesk, (m) => m.SalonOverviewPage, ['cabinet', 'salonDesk', 'partners', 'salonAnalytics']) },
  'admin-salon-schedule': { Component: screen(salonDesk, (m) => m.SalonSchedulePage, ['cabinet', 'salonDesk']) },
  'admin-salon-appointments': { Component: screen(salonDesk, (m) => m.SalonAppointmentsPage, ['cabinet', 'salonDesk']) },
  'admin-salon-masters': { Component: screen(salonTeam, (m) => m.SalonMastersPage, ['cabinet', 'salonTeam']) },
  'admin-salon-masters-item': { Component: screen(salonTeam, (m) => m.SalonMasterEditPage, ['cabinet', 'salonTeam']) },
  'master-schedule': { Component: screen(masterArea, (m) => m.MasterSchedulePage, ['cabinet', 'masterArea']) },
  'master-appointments': { Component: screen(masterArea, (m) => m.MasterAppointmentsPage, ['cabinet', 'masterArea']) },
  'admin-salon-clients': { Component: screen(salonClients, (m) => m.SalonClientsPage, ['cabinet', 'salonClients']) },
  'admin-salon-clients-edit': { Component: screen(salonClients, (m) => m.SalonClientEditPage, ['cabinet', 'salonClients']) },
  'admin-salon-clients-info': { Component: screen(salonClients, (m) => m.SalonClientInfoPage, ['cabinet', 'salonClients', 'salonLoyalty']) },
  'admin-salon-replies': { Component: screen(salonReviews, (m) => m.SalonRepliesPage, ['cabinet', 'salonReviews']) },
  'admin-salon-payment': { Component: screen(salonPayment, (m) => m.SalonPaymentPage, ['cabinet', 'salonPayment']) },
  'admin-salon-services': { Component: screen(salonProfile, (m) => m.SalonServicesPage, ['cabinet', 'salonProfile']) },
  'admin-salon-salon': { Component: screen(salonProfile, (m) => m.SalonInfoPage, ['cabinet', 'salonProfile']) },
  'admin-salon-settings': { Component: screen(salonProfile, (m) => m.SalonSettingsPage, ['cabinet', 'salonProfile']) },
  'admin-salon-salaries': { Component: screen(salonSalaries, (m) => m.SalonSalariesPage, ['cabinet', 'salonSalaries']) },
  'admin-salon-finances': { Component: screen(salonFinances, (m) => m.SalonFinancesPage, ['cabinet', 'salonFinances']) },
  'admin-salon-loyalty': { Component: screen(salonLoyalty, (m) => m.SalonLoyaltyPage, ['cabinet', 'salonLoyalty']) },
  // Paid features still to be built: the upgrade screen for a free salon, the placeholder otherwise.
  'admin-salon-analytics': { Component: screen(salonAnalytics, (m) => m.GatedAnalyticsPage, ['cabinet', 'salonAnalytics']) },
  'admin-salon-reports': { Component: screen(salonReports, (m) => m.GatedReportsPage, ['cabinet', 'salonReports']) },
  'admin-salon-feedback': { Component: screen(feedback, (m) => m.SalonFeedbackPage, ['cabinet', 'feedback']) },
  'admin-feedback': { Component: screen(feedback, (m) => m.AdminFeedbackPage, ['cabinet', 'feedback']) },
  'admin-replies': { Component: screen(adminReviews, (m) => m.AdminRepliesPage, ['cabinet', 'adminReviews']) },
  'admin-users': { Component: screen(adminUsers, (m) => m.AdminUsersPage, ['cabinet', 'adminUsers']) },
  'admin-users-item': { Component: screen(adminUsers, (m) => m.AdminUserPage, ['cabinet', 'adminUsers']) },
  'admin-portfolio': { Component: screen(adminPortfolio, (m) => m.AdminPortfolioPage, ['cabinet', 'adminPortfolio']) },
  'admin-portfolio-item': { Component: screen(adminPortfolio, (m) => m.AdminMasterPortfolioPage, ['cabinet', 'adminPortfolio']) },
  'admin-services-catalog': { Component: screen(adminCatalogue, (m) => m.CataloguePage, ['adminCatalogue']) },
  'admin-notifications': { Component: screen(dashboard, (m) => m.NotificationsPage, ['dashboard']) },
  'admin-notification-preferences': { Component: screen(dashboard, (m) => m.NotificationPreferencesPage, ['dashboard']) },
  'admin-services': { Component: screen(adminModeration, (m) => m.AdminServicesPage, ['cabinet', 'adminModeration']) },
  'admin-blog': { Component: screen(adminBlog, (m) => m.BlogAdminPage, ['cabinet', 'adminBlog']) },
  'admin-blog-new': { Component: screen(adminBlog, (m) => m.BlogEditPage, ['cabinet', 'adminBlog']) },
  'admin-blog-categories': { Component: screen(adminBlog, (m) => m.BlogCategoriesPage, ['cabinet', 'adminBlog']) },
  'admin-blog-item': { Component: screen(adminBlog, (m) => m.BlogEditPage, ['cabinet', 'adminBlog']) },
  'admin-info-pages': { Component: screen(adminContent, (m) => m.InfoPagesAdminPage, ['cabinet', 'adminContent']) },
  'admin-info-pages-new': { Component: screen(adminContent, (m) => m.InfoPageEditPage, ['cabinet', 'adminContent']) },
  'admin-info-pages-item': { Component: screen(adminContent, (m) => m.InfoPageEditPage, ['cabinet', 'adminContent']) },
  'admin-newsletter': { Component: screen(adminContent, (m) => m.NewsletterAdminPage, ['cabinet', 'adminContent']) },
  'admin-agreement': { Component: screen(adminAgreements, (m) => m.AdminAgreementsPage, ['cabinet', 'adminAgreements']) },
  'admin-agreement-item': { Component: screen(adminAgreements, (m) => m.AdminAgreementEditPage, ['cabinet', 'adminAgreements']) },
  'admin-salons': { Component: screen(adminSalons, (m) => m.AdminSalonsPage, ['cabinet', 'adminSalons']) },
  'admin-sales': { Component: screen(adminSales, (m) => m.AdminSalesPage, ['cabinet', 'adminSales']) },
  'admin-analytics': { Component: screen(adminAnalytics, (m) => m.AdminAnalyticsPage, ['cabinet', 'adminAnalytics']) },
  'admin-reports': { Component: screen(adminReports, (m) => m.AdminReportsPage, ['cabinet', 'adminReports']) },
};
