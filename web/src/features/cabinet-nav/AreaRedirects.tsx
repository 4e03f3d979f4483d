import { Navigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { pathFor } from '@/shared/routes';

/** /admin-salon itself opens the salon overview, in the same locale. */
export function SalonAreaRedirect() {
  return <Navigate to={pathFor('admin-salon-overview', useLocale())} replace />;
}

/** /master itself opens the master's personal data, in the same locale. */
export function MasterAreaRedirect() {
  return <Navigate to={pathFor('master-personal', useLocale())} replace />;
}

/** /admin itself opens the services catalogue, where spec §4 lands an admin after login. */
export function AdminAreaRedirect() {
  return <Navigate to={pathFor('admin-services-catalog', useLocale())} replace />;
}
