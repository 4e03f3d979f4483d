import { Button } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import classes from './Checkout.module.css';

interface Props {
  times: string[];
  value: string | null;
  /** The time being stored right now. */
  pendingTime: string | null;
  disabled: boolean;
  onChange: (time: string) => void;
}

/** The day's free start times as chips. */
export function TimeChips({ times, value, pendingTime, disabled, onChange }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.times} role="group" aria-label={t('calendar.times')} data-testid="checkout-times">
      {times.map((time) => (
        <Button
          key={time}
          size="sm"
          radius="xl"
          variant={value === time ? 'filled' : 'default'}
          aria-pressed={value === time}
          loading={pendingTime === time}
          disabled={disabled && pendingTime !== time}
          onClick={() => onChange(time)}
          data-testid={`time-${time}`}
        >
          {time}
        </Button>
      ))}
    </div>
  );
}
