import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Checkout.module.css';

interface Props {
  n: number;
  id: string;
  title: string;
  children: ReactNode;
}

/** One numbered block of the checkout. */
export function Step({ n, id, title, children }: Props) {
  return (
    <section className={classes.step} aria-labelledby={`checkout-${id}-title`} data-testid={`checkout-step-${id}`}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <span className={classes.stepNumber} aria-hidden>
          {n}
        </span>
        <Title order={2} size="h4" id={`checkout-${id}-title`}>
          {title}
        </Title>
      </Group>
      {children}
    </section>
  );
}
