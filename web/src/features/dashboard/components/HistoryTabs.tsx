import { Badge, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { ActsCount } from '../api/types';
import { historyStatuses, type HistoryStatus } from '../lib/status';
import classes from './Dashboard.module.css';

interface Props {
  value: HistoryStatus;
  counts: ActsCount | undefined;
  onChange: (status: HistoryStatus) => void;
  /** The visits of the chosen filter: the active tab's panel. */
  children: ReactNode;
}

/**
 * The history filters with the number of visits behind each; the list is the active tab's panel, so
 * the tabs' aria-controls name an element of the page (axe aria-valid-attr-value).
 */
export function HistoryTabs({ value, counts, onChange, children }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as HistoryStatus)} variant="pills" radius="xl">
      <Tabs.List className={classes.tabList} aria-label={t('history.filters')}>
        {historyStatuses.map((status) => (
          <Tabs.Tab
            key={status}
            value={status}
            className={classes.tab}
            data-testid={`history-tab-${status}`}
            rightSection={
              counts ? (
                <Badge size="sm" variant={status === value ? 'white' : 'light'} circle={counts[status] < 10} data-testid="history-count">
                  {counts[status]}
                </Badge>
              ) : null
            }
          >
            {t(`history.tabs.${status}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={value} pt="lg">
        <Stack gap="md">{children}</Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
