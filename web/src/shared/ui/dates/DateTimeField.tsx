import { lazy, Suspense } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatDay } from '@/shared/lib/format';
import type { DateTimeFieldProps } from './fieldProps';
import { formatClock } from './settings';
import { StandIn, useActivation } from './standIn';

const load = () => import('./DateTimePickerField');
const DateTimePickerField = lazy(load);

/** A day and time (`yyyy-MM-ddTHH:mm`), e.g. a blog post's publication, in the reader's format. */
export function DateTimeField(props: DateTimeFieldProps) {
  const locale = useLocale();
  const { active, open, activate } = useActivation();
  const value = props.value;
  const shown = value ? `${formatDay(value.slice(0, 10), locale, 'numeric')} ${formatClock(value.slice(11, 16), locale)}` : '';
  const standIn = <StandIn shown={shown} field={props} onActivate={activate} preload={load} />;
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DateTimePickerField {...props} open={open} />
    </Suspense>
  );
}
