import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { DateField, DateTimeField, TimeField } from './index';
import { formatClock, pickerSettings } from './settings';

function renderAt(path: string, ui: React.ReactNode) {
  render(
    <AppProviders queryClient={createAppQueryClient(() => {})}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

function Day({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (day: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Tarih"
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
      data-testid="day"
    />
  );
}

/** Weekday names of the open calendar's header row, in order. */
const weekdays = () => Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);

describe('date and time pickers (issue #16 item 8)', () => {
  it('reads dd.MM.yyyy with a 24-hour clock in tr and ru, the US format with AM/PM in en', () => {
    expect(pickerSettings('tr')).toMatchObject({ dateFormat: 'DD.MM.YYYY', firstDayOfWeek: 1, timeFormat: '24h' });
    expect(pickerSettings('ru')).toMatchObject({ dateFormat: 'DD.MM.YYYY', firstDayOfWeek: 1, timeFormat: '24h' });
    expect(pickerSettings('en')).toMatchObject({ dateFormat: 'MM/DD/YYYY', firstDayOfWeek: 0, timeFormat: '12h' });
    expect(formatClock('14:30', 'tr')).toBe('14:30');
    expect(formatClock('00:05', 'en')).toBe('12:05 AM');
    expect(formatClock('14:30', 'en')).toBe('2:30 PM');
  });

  it('shows the value as dd.MM.yyyy before the picker loads, then a Turkish calendar from Monday', async () => {
    const onChange = vi.fn();
    renderAt('/', <Day initial="2026-12-01" onChange={onChange} />);
    const standIn = screen.getByTestId('day');
    expect(standIn).toHaveValue('01.12.2026');
    expect(standIn).toHaveAttribute('readonly');
    fireEvent.click(standIn);
    // The picker took the stand-in's place and opened on its month.
    await waitFor(() => expect(weekdays()).toHaveLength(7));
    expect(weekdays()[0]).toMatch(/^Pt/);
    expect(screen.getByText('Aralık 2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '15 Aralık 2026', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-15');
    await waitFor(() => expect(screen.getByTestId('day')).toHaveTextContent('15.12.2026'));
  });

  it('tabbing onto the field puts the loaded picker in its place, focused but closed', async () => {
    renderAt('/', <Day initial="2026-12-01" />);
    fireEvent.focus(screen.getByTestId('day'));
    // The picker's button took the stand-in's place and its focus; no calendar opened (no focus trap).
    await waitFor(() => expect(screen.getByTestId('day').tagName).toBe('BUTTON'));
    expect(screen.getByTestId('day')).toHaveFocus();
    expect(weekdays()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('day'));
    await waitFor(() => expect(weekdays()).toHaveLength(7));
  });

  it('starts the week on Monday in Russian and on Sunday in English', async () => {
    renderAt('/ru', <Day initial="2026-12-01" />);
    fireEvent.click(screen.getByTestId('day'));
    await waitFor(() => expect(weekdays()).toHaveLength(7));
    expect(weekdays()[0]?.toLowerCase()).toMatch(/^пн/);
    expect(screen.getByText(/^декабрь 2026$/i)).toBeInTheDocument();
  });

  it('starts the week on Sunday in English, with the US date format', async () => {
    renderAt('/en', <Day initial="2026-12-01" />);
    expect(screen.getByTestId('day')).toHaveValue('12/01/2026');
    fireEvent.click(screen.getByTestId('day'));
    await waitFor(() => expect(weekdays()).toHaveLength(7));
    expect(weekdays()[0]).toMatch(/^Su/);
  });

  it('picks a time on a 24-hour clock in tr, no AM/PM', async () => {
    function Time() {
      const [value, setValue] = useState('');
      return <TimeField label="Saat" value={value} onChange={setValue} presets={['09:00', '14:30']} data-testid="time" />;
    }
    renderAt('/', <Time />);
    fireEvent.click(screen.getByTestId('time'));
    fireEvent.click(await screen.findByRole('button', { name: '14:30', hidden: true }));
    await waitFor(() => expect(document.querySelector('input[type="hidden"]')).toHaveValue('14:30'));
    expect(document.querySelector('select')).toBeNull();
  });

  it('shows a publication date and time in the reader’s format', () => {
    renderAt('/ru', <DateTimeField label="Дата" value="2026-12-01T09:05" onChange={() => {}} data-testid="at" />);
    expect(screen.getByTestId('at')).toHaveValue('01.12.2026 09:05');
  });
});
