import { lazy, Suspense } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatDay } from '@/shared/lib/format';
import type { DateFieldProps } from './fieldProps';
import { StandIn, useActivation } from './standIn';

const load = () => import('./DatePickerField');
const DatePickerField = lazy(load);

/** A day (`yyyy-MM-dd`) picked in a Mantine calendar in the reader's language and format (dd.MM.yyyy in tr and ru). */
export function DateField(props: DateFieldProps) {
  const locale = useLocale();
  const { active, open, activate } = useActivation();
  const standIn = <StandIn shown={formatDay(props.value, locale, 'numeric')} field={props} onActivate={activate} preload={load} />;
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DatePickerField {...props} open={open} />
    </Suspense>
  );
}
