import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { ActsCount } from '../api/types';
import { historyStatuses, type HistoryStatus } from '../lib/status';
import classes from './Dashboard.module.css';

interface Props {
  value: HistoryStatus;
  counts: ActsCount | undefined;
  onChange: (status: HistoryStatus) => void;
}

/** The history filters with the number of visits behind each. */
export function HistoryTabs({ value, counts, onChange }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as HistoryStatus)} variant="pills" radius="xl">
      <Tabs.List className={classes.tabList} aria-label={t('history.filters')}>
        {historyStatuses.map((status) => (
          <Tabs.Tab
            // The tabs filter the one list below and have no Tabs.Panel: without this, each would point
            // at a panel id that is not in the page (axe aria-valid-attr-value, critical).
            aria-controls={undefined}
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
    </Tabs>
  );
}
