import { tableKeyPrefix } from '@/shared/ui/DataTable';

export const REQUESTS_URL = '/api/admin/service-requests';
/** Every page of the requests table: refreshed after each decision. */
export const requestsRoot = tableKeyPrefix(REQUESTS_URL);
