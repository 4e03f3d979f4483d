/**
 * The schedule's geometry: a vertical time grid from `grid.start` to `grid.end` where one row is
 * one step of the salon's time slicing, and absolutely placed boxes (visits, breaks, hours the
 * master is off) whose top and height follow their times. Overlapping visits (possible only for
 * completed ones beside live ones) share the column side by side.
 */

/** Height of one time-slicing row, px. */
export const ROW_PX = 28;
/** The smallest box height, so a 5-minute visit stays clickable. */
export const MIN_BLOCK_PX = 18;

export interface Span {
  start: string;
  end: string;
}

/** 'HH:mm' → minutes after midnight ('24:00' is 1440). */
export function toMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes after midnight → 'HH:mm'. */
export function toHhmm(minutes: number): string {
  const m = Math.max(0, Math.min(1440, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Pixels per minute for a time slicing of `step` minutes. */
export function pxPerMinute(step: number): number {
  return ROW_PX / Math.max(1, step);
}

/** Height of the whole grid, px. */
export function gridHeight(grid: Span, step: number): number {
  return Math.max(0, toMinutes(grid.end) - toMinutes(grid.start)) * pxPerMinute(step);
}

/** The labels down the time column: one per row of the grid. */
export function gridRows(grid: Span, step: number): string[] {
  const rows: string[] = [];
  for (let t = toMinutes(grid.start); t < toMinutes(grid.end); t += Math.max(5, step)) rows.push(toHhmm(t));
  return rows;
}

export interface Box {
  top: number;
  height: number;
}

/**
 * Where a span sits in the grid: its top from the grid's start and its height from its length,
 * both cut to the grid; `null` when it lies wholly outside. Visits keep a minimum height.
 */
export function place(span: Span, grid: Span, step: number, minHeight = 0): Box | null {
  const ppm = pxPerMinute(step);
  const [g0, g1] = [toMinutes(grid.start), toMinutes(grid.end)];
  const start = Math.max(toMinutes(span.start), g0);
  const end = Math.min(toMinutes(span.end), g1);
  if (end <= start) return null;
  return { top: (start - g0) * ppm, height: Math.max(minHeight, (end - start) * ppm) };
}

/**
 * The grid's parts outside a working window (before it starts, after it ends), to shade as
 * closed; the whole grid when there is no window (the master is off, or the salon is closed).
 */
export function closedSpans(working: Span | null | undefined, grid: Span): Span[] {
  if (!working) return [{ ...grid }];
  const out: Span[] = [];
  if (toMinutes(working.start) > toMinutes(grid.start)) out.push({ start: grid.start, end: working.start });
  if (toMinutes(working.end) < toMinutes(grid.end)) out.push({ start: working.end, end: grid.end });
  return out;
}

export interface Lane {
  /** 0-based lane of the box within its cluster. */
  lane: number;
  /** How many lanes its cluster of overlapping boxes needs. */
  lanes: number;
}

/**
 * Side-by-side lanes for overlapping spans (given in any order): each span takes the first lane
 * free at its start; all spans of a cluster of overlaps share the cluster's lane count.
 */
export function lanes(spans: Span[]): Lane[] {
  const order = spans.map((s, i) => ({ i, start: toMinutes(s.start), end: Math.max(toMinutes(s.end), toMinutes(s.start) + 1) }));
  order.sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Lane[] = spans.map(() => ({ lane: 0, lanes: 1 }));
  let cluster: typeof order = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const item of cluster) out[item.i]!.lanes = Math.max(1, laneEnds.length);
    cluster = [];
    laneEnds = [];
  };
  for (const item of order) {
    if (item.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else laneEnds[lane] = item.end;
    out[item.i]!.lane = lane;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  close();
  return out;
}

/** Left offset and width of a lane, in percent of the column. */
export function laneStyle({ lane, lanes: count }: Lane): { left: string; width: string } {
  const width = 100 / Math.max(1, count);
  return { left: `${lane * width}%`, width: `${width}%` };
}
