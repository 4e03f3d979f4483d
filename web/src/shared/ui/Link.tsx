import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * react-router's <Link> built the way its docs suggest for custom links (useHref +
 * useLinkClickHandler), without the framework-mode extras we never use (route prefetching, view
 * transitions, form submission): react-router's own <Link>, <NavLink> and <Form> stay in every
 * bundle once one of them is imported, ~2 KB gzip on every public route.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

/**
 * <Link> marked `aria-current="page"` while the URL is its path or, unless `end`, below it
 * (react-router's <NavLink> rule, case-insensitive).
 */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps & { end?: boolean }>(function NavLink(
  { end = false, ...props },
  ref,
) {
  const current = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(props.to).pathname.toLowerCase();
  const below = !end && path !== '/' && current.startsWith(path.endsWith('/') ? path : `${path}/`);
  return <Link {...props} ref={ref} aria-current={current === path || below ? 'page' : undefined} />;
});
