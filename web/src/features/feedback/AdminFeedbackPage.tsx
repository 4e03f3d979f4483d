import { Badge, Button, Grid, Group, Pagination, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '@/shared/auth';
import { useTranslation } from '@/shared/i18n';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { type InboxFilter, useCollocutors, useConversationAction } from './api/chat';
import { Conversation } from './components/Conversation';

/** /admin/feedback: every salon's conversation with unread counts, assignment, open/resolved state and search. */
export function AdminFeedbackPage() {
  const { t } = useTranslation('feedback');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<InboxFilter['status']>('');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, isPending, error } = useCollocutors({ q, status, mine, page });
  const current = data?.rows.find((r) => r.salon_id === selected);
  return (
    <Stack gap="md" data-testid="admin-feedback-page">
      <Title order={1} size="h2">
        {t('admin_title')}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('search')}
              aria-label={t('search')}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
              data-testid="feedback-search"
            />
            <SegmentedControl
              size="xs"
              value={status || 'all'}
              onChange={(v) => {
                setStatus(v === 'all' ? '' : (v as InboxFilter['status']));
                setPage(1);
              }}
              data={[
                { value: 'all', label: t('status.all') },
                { value: 'open', label: t('status.open') },
                { value: 'resolved', label: t('status.resolved') },
              ]}
            />
            <Switch size="xs" label={t('mine')} checked={mine} onChange={(e) => setMine(e.currentTarget.checked)} />
            <QueryStatus isPending={isPending} error={error} />
            {data?.rows.length === 0 && <Text c="dimmed">{t('inbox_empty')}</Text>}
            {data?.rows.map((row) => (
              <UnstyledButton key={row.salon_id} onClick={() => setSelected(row.salon_id)} data-testid="feedback-conversation">
                <Paper withBorder p="xs" radius="md" bg={row.salon_id === selected ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm" truncate>
                      {row.name}
                    </Text>
                    {row.unread > 0 && (
                      <Badge size="sm" circle data-testid="feedback-unread">
                        {row.unread}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {row.last_message?.text ?? ''}
                  </Text>
                  <Group gap={4}>
                    <Badge size="xs" variant="light" color={row.status === 'resolved' ? 'green' : 'orange'}>
                      {t(`status.${row.status === 'resolved' ? 'resolved' : 'open'}`)}
                    </Badge>
                    {row.assigned_name && (
                      <Badge size="xs" variant="outline">
                        {row.assigned_name}
                      </Badge>
                    )}
                  </Group>
                </Paper>
              </UnstyledButton>
            ))}
            {data && data.count > 20 && <Pagination size="sm" total={Math.ceil(data.count / 20)} value={page} onChange={setPage} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {current ? (
            <Stack gap="xs">
              <ConversationActions salonId={current.salon_id} name={current.name} status={current.status} assignedId={current.assigned_id ?? null} />
              <Conversation key={current.salon_id} salonId={current.salon_id} isModerator />
            </Stack>
          ) : (
            <Text c="dimmed">{t('pick')}</Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ConversationActions({ salonId, name, status, assignedId }: { salonId: number; name: string; status: string; assignedId: number | null }) {
  const { t } = useTranslation('feedback');
  const { account } = useAuth();
  const { assign, status: setStatus } = useConversationAction(salonId);
  const mine = account !== null && account !== undefined && assignedId === account.id;
  return (
    <Group justify="space-between">
      <Title order={2} size="h4">
        {name}
      </Title>
      <Group gap="xs">
        <Button size="xs" variant="light" loading={assign.isPending} onClick={() => assign.mutate(mine ? null : (account?.id ?? null))}>
          {t(mine ? 'unassign' : 'assign_me')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color={status === 'resolved' ? 'orange' : 'green'}
          loading={setStatus.isPending}
          onClick={() => setStatus.mutate(status === 'resolved' ? 'open' : 'resolved')}
        >
          {t(status === 'resolved' ? 'reopen' : 'resolve')}
        </Button>
      </Group>
    </Group>
  );
}
