import { useParams } from 'react-router';
import { NotFoundPage } from '@/features/errors';
import { isCityServiceSlug } from '@/shared/routes';
import { PlaceholderScreen } from './PlaceholderScreen';

/** '/{city}-{service}': without a hyphen the path is not a landing, so it is a 404. */
export function CityServiceLanding() {
  const { landing } = useParams();
  if (!isCityServiceSlug(landing)) return <NotFoundPage />;
  return <PlaceholderScreen />;
}
