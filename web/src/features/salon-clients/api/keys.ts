/** Query keys of the salon's clients; `clientsRoot` covers every card, page and table of them. */
export const clientsRoot = ['salon', 'clients'] as const;
export const clientExtendedKey = (id: number, locale: string) => [...clientsRoot, 'extended', id, locale] as const;

/** Data URLs of the clients tables (the shared DataTable fetches them). */
export const CLIENTS_URL = '/api/salon/clients';
export const clientActsUrl = (id: number) => `/api/salon/clients/acts/${id}`;
