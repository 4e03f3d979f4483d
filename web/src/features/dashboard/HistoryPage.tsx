import { Button, Stack, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useActs } from './api/useActs';
import { useActsCount } from './api/useActsCount';
import { ActCard } from './components/ActCard';
import { EmptyState } from './components/EmptyState';
import { HistoryTabs } from './components/HistoryTabs';
import { ListPagination } from './components/ListPagination';
import { LoyaltyBalances } from './components/LoyaltyBalances';
import { toHistoryStatus, type HistoryStatus } from './lib/status';

/** /dashboard/history: the client's visits by filter (in the URL), a page of 8 at a time. */
export function HistoryPage() {
  const { t } = useTranslation(['dashboard', 'meta']);
  const [params, setParams] = useSearchParams();
  const status = toHistoryStatus(params.get('status'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const acts = useActs(status, page);
  const counts = useActsCount();

  const go = (next: HistoryStatus, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next !== 'upcoming') query.set('status', next);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  return (
    <Stack gap="lg" data-testid="history-page">
      <Title order={1} size="h2">
        {t('meta:dashboard-history.title')}
      </Title>
      <LoyaltyBalances />
      <HistoryTabs value={status} counts={counts.data} onChange={(s) => go(s)}>
        <QueryStatus isPending={acts.isPending} error={acts.error} />
        {acts.data?.rows.length === 0 && (
          <EmptyState
            icon={<IconCalendarOff size={40} stroke={1.5} aria-hidden />}
            title={t('dashboard:history.empty_title')}
            text={t('dashboard:history.empty_text')}
            action={
              <Button component={RouteLink} to="places" radius="xl">
                {t('dashboard:history.browse')}
              </Button>
            }
            testId="history-empty"
          />
        )}
        {acts.data && acts.data.rows.length > 0 && (
          <Stack gap="md" data-testid="history-list" style={{ opacity: acts.isPlaceholderData ? 0.6 : 1 }}>
            {acts.data.rows.map((act) => (
              <ActCard key={act.id} act={act} />
            ))}
          </Stack>
        )}
        <ListPagination page={page} total={acts.data?.count ?? 0} onChange={(p) => go(status, p)} testId="history-pagination" />
      </HistoryTabs>
    </Stack>
  );
}

export default HistoryPage;
