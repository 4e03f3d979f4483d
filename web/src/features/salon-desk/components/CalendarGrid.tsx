import { Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { ActRow } from '../api/types';
import { closedSpans, gridHeight, gridRows, lanes, laneStyle, MIN_BLOCK_PX, place, rowPx, type Span } from '../lib/calendarLayout';
import type { CalendarColumn } from '../lib/columns';
import { colorOf, type StatusName } from '../lib/status';
import classes from './Calendar.module.css';

interface Props {
  columns: CalendarColumn[];
  grid: Span;
  step: number;
  /** Column header text (a master's name or a formatted day). */
  heading: (column: CalendarColumn) => string;
  onOpen: (id: number) => void;
}

function Block({ act, grid, lane, onOpen }: { act: ActRow; grid: Span; lane: { left: string; width: string }; onOpen: (id: number) => void }) {
  const { t } = useTranslation('salonDesk');
  const box = place(act, grid, MIN_BLOCK_PX);
  if (!box) return null;
  const color = colorOf(act.status);
  const style = {
    top: box.top,
    height: box.height,
    left: `calc(${lane.left} + 2px)`,
    width: `calc(${lane.width} - 4px)`,
    '--block-color': `var(--mantine-color-${color}-6)`,
    '--block-bg': `var(--mantine-color-${color}-light)`,
  } as CSSProperties;
  return (
    <UnstyledButton
      className={classes.block}
      style={style}
      onClick={() => onOpen(act.id)}
      aria-label={t('calendar.open', { client: act.client_name, time: `${act.start}–${act.end}`, status: t(`status.${act.status as StatusName}`) })}
      data-testid={`schedule-act-${act.id}`}
      data-status={act.status}
    >
      <Text span fw={700} size="xs">
        {act.start}–{act.end}
      </Text>{' '}
      {act.important && <IconStarFilled size={10} color="var(--mantine-color-yellow-6)" aria-hidden />}
      <Text size="xs" truncate>
        {act.client_name}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {act.services.join(', ')}
      </Text>
    </UnstyledButton>
  );
}

function Column({ column, grid, step, onOpen }: { column: CalendarColumn; grid: Span; step: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation('salonDesk');
  const height = gridHeight(grid);
  const laneOf = lanes(column.appointments);
  return (
    <div className={classes.column} style={{ height, '--row': `${rowPx(step)}px` } as CSSProperties} data-testid={`schedule-column-${column.key}`} data-day-off={column.dayOff ? 'true' : undefined}>
      {column.dayOff || column.closed ? (
        <div className={classes.dayOff} data-testid="schedule-day-off">
          {column.dayOff ? (column.dayOff.note ? `${t('calendar.day_off')}: ${column.dayOff.note}` : t('calendar.day_off')) : t('calendar.closed')}
        </div>
      ) : (
        closedSpans(column.working, grid).map((span) => {
          const box = place(span, grid);
          return box && <div key={span.start} className={classes.closed} style={{ top: box.top, height: box.height }} data-testid="schedule-off-hours" />;
        })
      )}
      {column.breaks.map((span) => {
        const box = place(span, grid);
        return box && <div key={span.start} className={classes.break} style={{ top: box.top, height: box.height }} title={t('calendar.break')} data-testid="schedule-break" />;
      })}
      {column.appointments.map((act, i) => (
        <Block key={act.id} act={act} grid={grid} lane={laneStyle(laneOf[i]!)} onOpen={onOpen} />
      ))}
    </div>
  );
}

/** The time grid: a time column, then one column per master (day) or per day (week). */
export function CalendarGrid({ columns, grid, step, heading, onOpen }: Props) {
  const rows = gridRows(grid, step);
  const height = gridHeight(grid);
  // A week's seven days fit a desktop without scrolling; masters get a little more room.
  const template = `56px repeat(${Math.max(1, columns.length)}, minmax(${columns.length > 5 ? 104 : 150}px, 1fr))`;
  return (
    <div className={classes.scroller} data-testid="schedule-grid">
      <div className={classes.grid} style={{ gridTemplateColumns: template }}>
        <div className={classes.corner} />
        {columns.map((c) => (
          <div key={c.key} className={classes.head}>
            <Text size="sm" fw={700} truncate>
              {heading(c)}
            </Text>
            <Text size="xs" c="dimmed">
              {c.working ? `${c.working.start}–${c.working.end}` : '—'}
            </Text>
          </div>
        ))}
        <div className={classes.times} style={{ height }}>
          {rows.map((label, i) =>
            i > 0 && (step >= 30 || label.endsWith(':00') || label.endsWith(':30')) ? (
              <span key={label} className={classes.timeLabel} style={{ top: i * rowPx(step) }}>
                {label}
              </span>
            ) : null,
          )}
        </div>
        {columns.map((c) => (
          <Column key={c.key} column={c} grid={grid} step={step} onOpen={onOpen} />
        ))}
      </div>
    </div>
  );
}
