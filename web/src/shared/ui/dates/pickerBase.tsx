import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import 'dayjs/locale/ru';
import { DatesProvider } from '@mantine/dates';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { pickerSettings } from './settings';

// What the lazily loaded Mantine pickers share: the reader's locale for dayjs and the calendar
// (Monday first in tr and ru), and opening as they take the stand-in's place (DateField.tsx).

export function Localized({ children }: { children: ReactNode }) {
  const settings = pickerSettings(useLocale());
  return (
    <DatesProvider settings={{ locale: settings.dayjsLocale, firstDayOfWeek: settings.firstDayOfWeek, consistentWeeks: true }}>
      {children}
    </DatesProvider>
  );
}

/** Opens the picker the user reached for: the stand-in was focused or clicked, the picker replaces it. */
export function useOpenOnMount<T extends HTMLElement>(action: (node: T) => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) action(ref.current);
    // Once, on mount only: later renders are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** Focuses a picker's button where the stand-in was and, when the user reached to open it, clicks it open. */
export const focusButton = (open: boolean) => (button: HTMLButtonElement) => {
  button.focus();
  if (open) button.click();
};
