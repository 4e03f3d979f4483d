/** Data URL of the sales table (the shared DataTable fetches it). */
export const SALES_URL = '/api/admin/sales';
