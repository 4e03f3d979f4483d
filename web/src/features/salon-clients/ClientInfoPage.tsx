import { Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { toMaskedPhone } from '@/shared/lib/phone';
import { pathFor } from '@/shared/routes';
import { NotFound } from '@/shared/ui/NotFound';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useClientExtended } from './api/useClientExtended';
import type { SalonClient } from './api/types';
import { BackLink } from './components/BackLink';
import { ClientStats } from './components/ClientStats';
import { ClientVisitsTable } from './components/ClientVisitsTable';
import { DeleteClientButton } from './components/DeleteClientButton';
import { LoyaltySection } from './components/LoyaltySection';
import { RecordsSection } from './components/RecordsSection';
import { TopCategories } from './components/TopCategories';
import { routeId } from './lib/routeId';

function ClientCard({ client }: { client: SalonClient }) {
  const { t } = useTranslation('salonClients');
  const locale = useLocale();
  const details = [
    toMaskedPhone(client.phone),
    client.email,
    client.birthday ? `${t('form.birthday')}: ${formatDay(client.birthday, locale, 'numeric')}` : null,
    client.gender === 'male' || client.gender === 'female' ? t(`gender.${client.gender}`) : null,
  ].filter(Boolean);
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" data-testid="client-card">
      <Avatar src={client.photo?.full_url} alt={client.full_name} size={72} radius="50%" color="plum">
        {client.full_name.charAt(0).toLocaleUpperCase()}
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="client-name">
          {client.full_name}
        </Title>
        {details.map((line) => (
          <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
        {client.has_account && (
          <Badge variant="light" w="fit-content">
            {t('stats.online')}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}

/** admin-salon-clients-info: the card, numbers, top categories, records and visits of one client. */
export function ClientInfoPage() {
  const { t } = useTranslation('salonClients');
  const locale = useLocale();
  const navigate = useNavigate();
  const param = useParams().id;
  const id = routeId(param);
  const { data, isPending, error } = useClientExtended(id);
  if (id === null) return <NotFound />;

  return (
    <Stack gap="lg" data-testid="client-info-page">
      <BackLink />
      <QueryStatus isPending={isPending} error={error} />
      {data && (
        <>
          <Group justify="space-between" align="flex-start" gap="md">
            <ClientCard client={data.client} />
            <Button component={RouteLink} to="admin-salon-clients-edit" params={{ id: data.client.id }} variant="light" radius="xl" leftSection={<IconPencil size={16} />} data-testid="client-edit">
              {t('edit')}
            </Button>
          </Group>
          <ClientStats data={data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <TopCategories categories={data.top_categories} />
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <RecordsSection clientId={data.client.id} records={data.records} />
            </Paper>
          </SimpleGrid>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <LoyaltySection clientId={data.client.id} />
          </Paper>
          <ClientVisitsTable clientId={data.client.id} />
          <Group>
            <DeleteClientButton id={data.client.id} name={data.client.full_name} onDeleted={() => void navigate(pathFor('admin-salon-clients', locale))} />
          </Group>
        </>
      )}
    </Stack>
  );
}
