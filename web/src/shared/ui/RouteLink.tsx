import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { pathFor, type QueryParams, type RouteParams } from '@/shared/routes';
import { Link } from './Link';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Route name from routes.json. */
  to: string;
  params?: RouteParams;
  query?: QueryParams;
  hash?: string;
  'data-testid'?: string;
}

/** Link to a named route in the current locale. */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink(
  { to, params, query, hash, ...rest },
  ref,
) {
  const locale = useLocale();
  const href = pathFor(to, locale, params, query) + (hash ? `#${hash}` : '');
  return <Link ref={ref} to={href} {...rest} />;
});
