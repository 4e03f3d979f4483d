// Salon desk (spec §2 salon panel): overview, schedule calendar, appointments table and actions.
export { OverviewPage as SalonOverviewPage } from './components/OverviewPage';
export { SchedulePage as SalonSchedulePage } from './components/SchedulePage';
export { AppointmentsPage as SalonAppointmentsPage } from './components/AppointmentsPage';
