// Platform admin: moderation of salons' service requests (issue #17 item 3).
export { ServiceRequestsPage as AdminServicesPage } from './ServiceRequestsPage';
