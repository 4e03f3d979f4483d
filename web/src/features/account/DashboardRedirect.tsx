import { Navigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { pathFor } from '@/shared/routes';

/** /dashboard itself opens the first screen of the cabinet. */
export function DashboardRedirect() {
  return <Navigate to={pathFor('dashboard-personal', useLocale())} replace />;
}
