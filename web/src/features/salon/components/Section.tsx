import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Salon.module.css';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
  /** Extra content beside the title (a count, a link). */
  aside?: ReactNode;
}

/** One anchored block of the salon page; the tab bar links to its id. */
export function Section({ id, title, children, aside }: Props) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <div className={classes.sectionHead}>
        <Title order={2} id={`${id}-title`} className={classes.sectionTitle}>
          {title}
        </Title>
        {aside}
      </div>
      {children}
    </section>
  );
}
