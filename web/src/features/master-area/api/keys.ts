/** Query keys of the master area; `masterRoot` covers all of them. */
export const masterRoot = ['master'] as const;
export const scheduleKey = (from: string, to: string, masterId: number | null, locale: string) => [...masterRoot, 'schedule', from, to, masterId, locale] as const;
export const actKey = (id: number, locale: string) => [...masterRoot, 'act', id, locale] as const;
