import { Anchor, Badge, Button, Card, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { AuditHistory } from '@/shared/ui/AuditHistory';
import { confirm } from '@/shared/ui/dialogs';
import { NotFound } from '@/shared/ui/NotFound';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { showSnack } from '@/shared/ui/snack';
import { useHideCase, useMasterPortfolio, useTransferCases, type MasterPortfolio } from './api/portfolio';
import { CaseThumbs } from './components/CaseThumbs';

function Transfer({ data }: { data: MasterPortfolio }) {
  const { t } = useTranslation('adminPortfolio');
  const transfer = useTransferCases(data.master.id);
  const [target, setTarget] = useState<string | null>(null);
  if (data.transfer_targets.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="transfer-none">
        {t('transfer.none')}
      </Text>
    );
  }
  const run = async () => {
    const to = data.transfer_targets.find((m) => String(m.id) === target);
    if (!to) return;
    const sure = await confirm({ title: t('transfer.title'), message: t('transfer.confirm', { count: data.cases.length, salon: to.salon_name }), confirmLabel: t('transfer.button') });
    if (!sure) return;
    try {
      const done = await transfer.mutateAsync(to.id);
      showSnack(t('transfer.done', { count: done.moved.length }), 'success');
    } catch (error) {
      showSnack(apiErrorMessage(error));
    }
  };
  return (
    <Group align="flex-end">
      <Select
        label={t('transfer.target')}
        data={data.transfer_targets.map((m) => ({ value: String(m.id), label: `${m.full_name} · ${m.salon_name}` }))}
        value={target}
        onChange={setTarget}
        data-testid="transfer-target"
      />
      <Button radius="xl" disabled={!target || data.cases.length === 0} loading={transfer.isPending} onClick={() => void run()} data-testid="transfer-run">
        {t('transfer.button')}
      </Button>
    </Group>
  );
}

/** admin-portfolio-item: one master's cases (id = master id), hide / show, move to their new salon. */
export function MasterPortfolioPage() {
  const { t } = useTranslation('adminPortfolio');
  const locale = useLocale();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const portfolio = useMasterPortfolio(valid ? id : 0);
  const hide = useHideCase();
  if (!valid) return <NotFound />;
  if (!portfolio.data) return <QueryStatus isPending={portfolio.isPending} error={portfolio.error} />;
  const data = portfolio.data;
  const describe = (action: string) => t(`audit.${action.replace('.', '_')}`, { defaultValue: action });
  return (
    <Stack gap="lg" data-testid="admin-master-portfolio">
      <Anchor component={RouteLink} to="admin-portfolio" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('back')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {data.master.full_name}
        </Title>
        <Group gap="xs">
          <Text size="sm">{data.master.salon_name}</Text>
          {data.master.removed && <Badge color="gray">{t('removed')}</Badge>}
        </Group>
      </Stack>
      {data.cases.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {data.cases.map((item) => (
            <Card key={item.id} withBorder radius="md" data-testid="master-case">
              <Stack gap="xs">
                <CaseThumbs item={item} />
                <Text size="sm" fw={500}>
                  {item.service_name ?? ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDay(item.date, locale, 'numeric')}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  color={item.hidden ? 'teal' : 'gray'}
                  leftSection={item.hidden ? <IconEye size={14} /> : <IconEyeOff size={14} />}
                  onClick={() => hide.mutate({ id: item.id, hidden: !item.hidden })}
                >
                  {item.hidden ? t('show') : t('hide')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('transfer.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('transfer.help')}
          </Text>
          <Transfer data={data} />
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('history')}
        </Title>
        <AuditHistory entity="master" id={data.master.id} describe={describe} />
      </Stack>
    </Stack>
  );
}
