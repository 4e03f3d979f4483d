import { lazy, Suspense } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import type { TimeFieldProps } from './fieldProps';
import { formatClock } from './settings';
import { StandIn, useActivation } from './standIn';

const load = () => import('./TimePickerField');
const TimePickerField = lazy(load);

/** A time (`HH:mm`) on the reader's clock: 24 h in tr and ru, AM/PM in en. */
export function TimeField(props: TimeFieldProps) {
  const locale = useLocale();
  const { active, activate } = useActivation();
  const shown = props.value ? formatClock(props.value, locale) : '';
  const standIn = <StandIn shown={shown} field={props} onActivate={activate} preload={load} />;
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <TimePickerField {...props} />
    </Suspense>
  );
}
