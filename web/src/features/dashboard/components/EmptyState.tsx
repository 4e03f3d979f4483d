import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Dashboard.module.css';

interface Props {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  testId: string;
}

/** What an empty cabinet list shows. */
export function EmptyState({ icon, title, text, action, testId }: Props) {
  return (
    <Stack align="center" ta="center" py={48} px="md" gap="sm" className={classes.empty} data-testid={testId}>
      {icon}
      <Text fw={600}>{title}</Text>
      {text && (
        <Text c="dimmed" maw={400}>
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}
