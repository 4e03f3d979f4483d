import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Checkout.module.css';

/** A label and its value on one line. */
export function SummaryRow({ label, value, testId, strong }: { label: string; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={classes.summaryRow}>
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" ta="right" fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
