import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { pathFor } from '@/shared/routes';
import { NavLink } from '@/shared/ui/Link';
import { PageContainer } from '@/shared/ui/PageContainer';
import classes from './CabinetFrame.module.css';

export interface CabinetLink {
  /** Route name from routes.json. */
  route: string;
  label: string;
  /** Marked on its own path only (a section whose path prefixes the others', e.g. /dashboard). */
  exact?: boolean;
}

interface Props {
  links: CabinetLink[];
  /** Accessible name of the navigation. */
  label: string;
  'data-testid': string;
  /** After the links, inside the navigation (the client cabinet's logout). */
  navEnd?: ReactNode;
  children: ReactNode;
}

/**
 * A cabinet's navigation (client, salon, master) around its screen: a side column on desktop, a horizontally swipeable strip
 * below it (spec §9: a tab bar becomes a swipe slider on mobile or above 5 tabs). Sub-screens (e.g. a
 * master's page under masters) keep their section's link marked.
 */
export function CabinetFrame({ links, label, navEnd, children, ...rest }: Props) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // On the strip, bring the current link into view without scrolling the page itself.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <PageContainer py={{ base: 20, sm: 40 }}>
      <div className={classes.grid} data-testid={rest['data-testid']}>
        <nav ref={navRef} className={classes.nav} aria-label={label} data-testid="cabinet-nav">
          {links.map((link) => (
            <NavLink key={link.route} to={pathFor(link.route, locale)} className={classes.navLink} end={link.exact} data-route={link.route}>
              {link.label}
            </NavLink>
          ))}
          {navEnd && <div className={classes.navEnd}>{navEnd}</div>}
        </nav>
        <div className={classes.content}>{children}</div>
      </div>
    </PageContainer>
  );
}
