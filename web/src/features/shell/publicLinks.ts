/** Public links of the footer and the burger menu, by shell.nav key → route name. */
export const publicLinks = [
  { key: 'home', route: 'home' },
  { key: 'places', route: 'places' },
  { key: 'blog', route: 'blog' },
  { key: 'faq', route: 'faq' },
  { key: 'contact', route: 'contact' },
  { key: 'about', route: 'about' },
  { key: 'terms', route: 'terms' },
  { key: 'privacy', route: 'privacy' },
  { key: 'partners', route: 'partners' },
] as const;

export type PublicLinkKey = (typeof publicLinks)[number]['key'];

/** Route names whose header shows the partner navigation. */
export const partnerRouteNames = new Set(['partners', 'partners-login']);
