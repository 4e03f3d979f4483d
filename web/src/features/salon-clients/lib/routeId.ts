/** The `:id` of a clients route as a card id; null when absent, NaN-free. */
export function routeId(param: string | undefined): number | null {
  if (!param) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
