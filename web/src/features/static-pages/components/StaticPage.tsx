import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from '@/shared/ui/PageContainer';
import classes from './Static.module.css';

interface Props {
  title: string;
  lead?: string;
  note?: string;
  children: ReactNode;
  testId?: string;
}

/** Title, optional lead/note, then the page body in the content column. */
export function StaticPage({ title, lead, note, children, testId }: Props) {
  return (
    <PageContainer className={classes.page} data-testid={testId}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mt="xs">
          {note}
        </Text>
      )}
      {lead && (
        <Text className={classes.lead} mt="md">
          {lead}
        </Text>
      )}
      {children}
    </PageContainer>
  );
}
