const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' → minutes after midnight. */
export function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes after midnight → 'HH:mm'. */
export function fromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Start times on a `step`-minute grid inside [start, end). */
export function gridTimes(start: string, end: string, step: number): string[] {
  const out: string[] = [];
  const s = Math.max(1, step);
  const from = Math.ceil(toMinutes(start) / s) * s;
  for (let m = from; m < toMinutes(end); m += s) out.push(fromMinutes(m));
  return out;
}
