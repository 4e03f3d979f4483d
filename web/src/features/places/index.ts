// Screens of the places feature (issue #4); filled in by the places work.
export { PlaceholderScreen as PlacesPage } from '@/app/screens/PlaceholderScreen';
export { PlaceholderScreen as CityServiceIndexPage } from '@/app/screens/PlaceholderScreen';
export { PlaceholderScreen as CityServiceLandingPage } from '@/app/screens/PlaceholderScreen';
export { PlaceholderScreen as BookmarksPage } from '@/app/screens/PlaceholderScreen';
