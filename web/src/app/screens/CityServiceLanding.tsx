import { useLocation, useParams } from 'react-router';
import { serverSaysNotFound } from '@/shared/api';
import { NotFoundPage } from '@/features/errors';
import { isCityServiceSlug } from '@/shared/routes';
import { PlaceholderScreen } from './PlaceholderScreen';

/** '/{city}-{service}': without a hyphen, or when the server found no such city and service, it is a 404. */
export function CityServiceLanding() {
  const { landing } = useParams();
  const { pathname } = useLocation();
  if (!isCityServiceSlug(landing) || serverSaysNotFound(pathname)) return <NotFoundPage />;
  return <PlaceholderScreen />;
}
