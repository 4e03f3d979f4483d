/** Salons keep Turkish wall time (Europe/Istanbul); the salon's today as yyyy-MM-dd. */
export function salonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
