import type account from '@/locales/tr/account.json';
import type feedback from '@/locales/tr/feedback.json';
import type adminModeration from '@/locales/tr/adminModeration.json';
import type adminAgreements from '@/locales/tr/adminAgreements.json';
import type adminReviews from '@/locales/tr/adminReviews.json';
import type adminPortfolio from '@/locales/tr/adminPortfolio.json';
import type adminUsers from '@/locales/tr/adminUsers.json';
import type adminSalons from '@/locales/tr/adminSalons.json';
import type adminSales from '@/locales/tr/adminSales.json';
import type adminAnalytics from '@/locales/tr/adminAnalytics.json';
import type adminReports from '@/locales/tr/adminReports.json';
import type adminCatalogue from '@/locales/tr/adminCatalogue.json';
import type adminBlog from '@/locales/tr/adminBlog.json';
import type adminContent from '@/locales/tr/adminContent.json';
import type info from '@/locales/tr/info.json';
import type newsletter from '@/locales/tr/newsletter.json';
import type blog from '@/locales/tr/blog.json';
import type auth from '@/locales/tr/auth.json';
import type cabinet from '@/locales/tr/cabinet.json';
import type checkout from '@/locales/tr/checkout.json';
import type common from '@/locales/tr/common.json';
import type dashboard from '@/locales/tr/dashboard.json';
import type errors from '@/locales/tr/errors.json';
import type home from '@/locales/tr/home.json';
import type masterArea from '@/locales/tr/masterArea.json';
import type messages from '@/locales/tr/messages.json';
import type meta from '@/locales/tr/meta.json';
import type pages from '@/locales/tr/pages.json';
import type partners from '@/locales/tr/partners.json';
import type places from '@/locales/tr/places.json';
import type salon from '@/locales/tr/salon.json';
import type salonAnalytics from '@/locales/tr/salonAnalytics.json';
import type salonClients from '@/locales/tr/salonClients.json';
import type salonFinances from '@/locales/tr/salonFinances.json';
import type salonSalaries from '@/locales/tr/salonSalaries.json';
import type salonLoyalty from '@/locales/tr/salonLoyalty.json';
import type salonDesk from '@/locales/tr/salonDesk.json';
import type salonProfile from '@/locales/tr/salonProfile.json';
import type salonPayment from '@/locales/tr/salonPayment.json';
import type salonReports from '@/locales/tr/salonReports.json';
import type salonReviews from '@/locales/tr/salonReviews.json';
import type salonTeam from '@/locales/tr/salonTeam.json';
import type shell from '@/locales/tr/shell.json';
import type staticPages from '@/locales/tr/static.json';

/** Namespaces, typed from the Turkish files (the source of truth). */
export interface Resources {
  account: typeof account;
  /** Platform admin: moderation of salons' service requests. */
  adminModeration: typeof adminModeration;
  /** Platform admin: the blog editor. */
  adminBlog: typeof adminBlog;
  /** Platform admin: info pages and newsletter subscribers. */
  adminContent: typeof adminContent;
  /** Platform admin: agreements and their versions. */
  adminAgreements: typeof adminAgreements;
  /** Platform admin: review moderation. */
  adminReviews: typeof adminReviews;
  /** Platform admin: portfolio management. */
  adminPortfolio: typeof adminPortfolio;
  /** Platform admin: users. */
  adminUsers: typeof adminUsers;
  /** Platform admin: salons. */
  adminSalons: typeof adminSalons;
  /** Platform admin: sales (subscription payments). */
  adminSales: typeof adminSales;
  /** Platform admin: analytics (the platform's numbers, conversion). */
  adminAnalytics: typeof adminAnalytics;
  /** Platform admin: reports (clients and orders tables). */
  adminReports: typeof adminReports;
  /** Platform admin: the services catalogue and the overview of what waits. */
  adminCatalogue: typeof adminCatalogue;
  auth: typeof auth;
  /** Public blog: list, post, the home page's latest posts. */
  blog: typeof blog;
  /** Shared by the salon and master cabinets: data tables, area navigation. */
  cabinet: typeof cabinet;
  /** Checkout (/order): basket, master, date and time, personal data, success. */
  checkout: typeof checkout;
  common: typeof common;
  /** Client cabinet: history of visits, my reviews, notifications and their preferences. */
  dashboard: typeof dashboard;
  errors: typeof errors;
  home: typeof home;
  /** Info pages (/i and /i/{slug}). */
  info: typeof info;
  /** Master area: own schedule with breaks, own appointments. */
  masterArea: typeof masterArea;
  /** SMS / e-mail texts the server sends (it reads this file too). */
  messages: typeof messages;
  meta: typeof meta;
  /** The newsletter signup box and its confirm / unsubscribe page. */
  newsletter: typeof newsletter;
  pages: typeof pages;
  /** Partners landing, demo request, partner login, the new salon's checklist. */
  partners: typeof partners;
  /** Places list, landings, city-service index, bookmarks, salon cards and amenity names. */
  places: typeof places;
  /** Salon page and master page. */
  salon: typeof salon;
  /** Salon cabinet: clients (CRM). */
  /** Salon cabinet: the analytics charts (issue #19). */
  salonAnalytics: typeof salonAnalytics;
  salonClients: typeof salonClients;
  /** Salon cabinet: finances and expenses (issue #19). */
  salonFinances: typeof salonFinances;
  /** Salon cabinet: salaries and payments to masters (issue #19). */
  salonSalaries: typeof salonSalaries;
  /** Salon cabinet: the loyalty points programme. */
  salonLoyalty: typeof salonLoyalty;
  /** Salon cabinet: overview, schedule, appointments. */
  salonDesk: typeof salonDesk;
  /** Salon cabinet: services, salon profile, settings. */
  salonProfile: typeof salonProfile;
  /** Salon cabinet: subscription, payments and invoices. */
  salonPayment: typeof salonPayment;
  /** Salon cabinet: reviews (confirm, dispute, answer). */
  /** Salon cabinet: reports with XLSX/CSV downloads (issue #19); the server reads it too. */
  salonReports: typeof salonReports;
  salonReviews: typeof salonReviews;
  /** Salon cabinet: masters. */
  salonTeam: typeof salonTeam;
  /** Cabinets: chat with the feedback moderator (salon and admin). */
  feedback: typeof feedback;
  shell: typeof shell;
  static: typeof staticPages;
}

export type Namespace = keyof Resources;

export const namespaces: Namespace[] = [
  'account', 'adminAgreements', 'adminAnalytics', 'adminBlog', 'adminCatalogue', 'adminContent', 'adminModeration', 'adminPortfolio', 'adminReports', 'adminReviews', 'adminSales', 'adminSalons',
  'adminUsers', 'auth', 'blog', 'cabinet', 'checkout', 'common', 'dashboard', 'errors', 'feedback', 'home', 'info', 'masterArea', 'messages', 'meta', 'newsletter', 'pages', 'partners', 'places',
  'salon', 'salonAnalytics', 'salonClients', 'salonFinances', 'salonReports', 'salonSalaries', 'salonDesk', 'salonLoyalty', 'salonPayment', 'salonProfile', 'salonReviews',
  'salonTeam', 'shell', 'static',
];

/** Loaded before the first render; the others load when a screen asks for them (Suspense). */
export const initialNamespaces: Namespace[] = ['common', 'shell', 'meta', 'errors'];
