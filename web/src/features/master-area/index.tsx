// Master area: the master's own schedule with breaks, and own appointments with their actions.
export { SchedulePage as MasterSchedulePage } from './SchedulePage';
export { AppointmentsPage as MasterAppointmentsPage } from './AppointmentsPage';
