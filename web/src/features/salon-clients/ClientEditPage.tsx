import { Divider, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { NotFound } from '@/shared/ui/NotFound';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { showSnack } from '@/shared/ui/snack';
import { useClientExtended } from './api/useClientExtended';
import { BackLink } from './components/BackLink';
import { ClientForm } from './components/ClientForm';
import { DeleteClientButton } from './components/DeleteClientButton';
import { RecordsSection } from './components/RecordsSection';
import { TopCategories } from './components/TopCategories';
import { routeId } from './lib/routeId';

/**
 * admin-salon-clients-edit (/admin-salon/clients/edit/:id?): without an id a new card; with one the
 * card's personal data, records with add-record, top 3 visited categories and deletion (spec §2).
 */
export function ClientEditPage() {
  const { t } = useTranslation('salonClients');
  const locale = useLocale();
  const navigate = useNavigate();
  const param = useParams().id;
  const id = routeId(param);
  const { data, isPending, error } = useClientExtended(id);

  if (param && id === null) return <NotFound />;
  const toList = () => void navigate(pathFor('admin-salon-clients', locale));

  if (id === null) {
    return (
      <Stack gap="lg" data-testid="client-edit-page">
        <BackLink />
        <Title order={1} size="h2">
          {t('new_title')}
        </Title>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <ClientForm
            onSaved={(saved) => {
              showSnack(t('form.created'), 'success');
              // Records can be added once the card exists.
              void navigate(pathFor('admin-salon-clients-edit', locale, { id: saved.id }), { replace: true });
            }}
          />
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="client-edit-page">
      <BackLink />
      <Title order={1} size="h2">
        {t('edit_title')}
      </Title>
      <QueryStatus isPending={isPending} error={error} />
      {data && (
        <>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <Title order={2} size="h4" mb="md">
              {t('form.personal')}
            </Title>
            <ClientForm key={data.client.id} client={data.client} onSaved={() => showSnack(t('form.saved'), 'success')} />
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <RecordsSection clientId={data.client.id} records={data.records} />
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <TopCategories categories={data.top_categories} />
            </Paper>
          </SimpleGrid>
          <Divider />
          <DeleteClientButton id={data.client.id} name={data.client.full_name} onDeleted={toList} />
        </>
      )}
    </Stack>
  );
}
