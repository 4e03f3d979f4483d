/** App-wide events that more than one screen may react to (spec §8). */

/** An order failed because the master is busy at that time (`master_is_busy`). */
export const MASTER_UNAVAILABLE_EVENT = 'randevu:master-unavailable';

export interface MasterUnavailableDetail {
  /** The server's message, when it sent one. */
  message?: string | null;
}

export function emitMasterUnavailable(detail: MasterUnavailableDetail = {}): void {
  window.dispatchEvent(new CustomEvent<MasterUnavailableDetail>(MASTER_UNAVAILABLE_EVENT, { detail }));
}

/** Subscribes to the event; returns the unsubscribe function. */
export function onMasterUnavailable(listener: (detail: MasterUnavailableDetail) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<MasterUnavailableDetail>).detail ?? {});
  window.addEventListener(MASTER_UNAVAILABLE_EVENT, handler);
  return () => window.removeEventListener(MASTER_UNAVAILABLE_EVENT, handler);
}
