// Screens of the salon feature (issue #4); filled in by the salon-page work.
export { PlaceholderScreen as SalonPage } from '@/app/screens/PlaceholderScreen';
export { PlaceholderScreen as MasterPage } from '@/app/screens/PlaceholderScreen';
