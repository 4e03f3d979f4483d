// Screens of the places feature (issue #4).
export { BookmarksPage } from './BookmarksPage';
export { CityServiceIndexPage } from './CityServiceIndexPage';
export { CityServiceLandingPage } from './CityServiceLandingPage';
export { PlacesPage } from './PlacesPage';
