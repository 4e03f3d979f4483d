/**
 * "Book again" (issue #16 item 10): a completed visit's services, their chosen options and its
 * master travel to the checkout in its query, `/order?salon_id=3&master_id=7&services=12.40.41,15`
 * (service 12 with options 40 and 41, then service 15). The client's history builds the link, the
 * checkout reads it; both live here as features do not import each other.
 */

/** One service line to put in the basket: the salon service and its subservice/add-on ids. */
export interface AgainService {
  salonServiceId: number;
  optionIds: number[];
}

export interface BookAgain {
  salonId: number;
  masterId: number | null;
  services: AgainService[];
}

/** A visit's lines as the client's history has them (one line per service and per chosen option). */
interface VisitLine {
  salon_service_id: number;
  option_id?: number | null;
}

/** The visit's services in order, each with its options, each service once. */
export function againServices(lines: readonly VisitLine[]): AgainService[] {
  const byService = new Map<number, AgainService>();
  for (const line of lines) {
    let service = byService.get(line.salon_service_id);
    if (!service) {
      service = { salonServiceId: line.salon_service_id, optionIds: [] };
      byService.set(line.salon_service_id, service);
    }
    if (line.option_id && !service.optionIds.includes(line.option_id)) service.optionIds.push(line.option_id);
  }
  return [...byService.values()];
}

/** The checkout query of a booking like the visit. */
export function bookAgainQuery(salonId: number, masterId: number | null, services: AgainService[]): Record<string, string | number> {
  return {
    salon_id: salonId,
    ...(masterId ? { master_id: masterId } : {}),
    services: services.map((s) => [s.salonServiceId, ...s.optionIds].join('.')).join(','),
  };
}

const positive = (text: string | null | undefined): number | null => {
  const n = Number(text);
  return text && /^\d+$/.test(text) && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The booking a checkout query asks to repeat, or null when it names none (or names it badly). */
export function parseBookAgain(params: URLSearchParams): BookAgain | null {
  const salonId = positive(params.get('salon_id'));
  const list = params.get('services');
  if (!salonId || !list) return null;
  const services: AgainService[] = [];
  for (const part of list.split(',')) {
    const ids = part.split('.').map(positive);
    if (ids.length === 0 || ids.some((id) => id === null)) return null;
    const [salonServiceId, ...optionIds] = ids as number[];
    services.push({ salonServiceId: salonServiceId!, optionIds });
  }
  // A link is a few services, not a way to fill a basket with hundreds.
  if (services.length === 0 || services.length > 20) return null;
  return { salonId, masterId: positive(params.get('master_id')), services };
}
