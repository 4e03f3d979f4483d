import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Lookup } from '@/shared/ui/Lookup';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { searchCatalogue } from './api/lookups';
import type { CatalogueService } from './api/types';
import { useCatalogue } from './api/useCatalogue';
import { BindingModal } from './components/services/BindingModal';
import { CatalogueAccordion } from './components/services/CatalogueAccordion';
import { DeleteBindingModal } from './components/services/DeleteBindingModal';
import { RequestServiceModal } from './components/services/RequestServiceModal';
import { RequestsTable } from './components/services/RequestsTable';

/** /admin-salon/services: the catalogue with this salon's services, new-service requests. */
export function ServicesPage() {
  const { t } = useTranslation(['salonProfile', 'meta']);
  const catalogue = useCatalogue();
  const [onlyBound, setOnlyBound] = useState(false);
  const [editing, setEditing] = useState<CatalogueService | null>(null);
  const [deleting, setDeleting] = useState<CatalogueService | null>(null);
  const [requesting, setRequesting] = useState(false);

  const find = (id: number) => catalogue.data?.departments.flatMap((d) => d.categories.flatMap((c) => c.services)).find((s) => s.id === id) ?? null;

  return (
    <Stack gap="md" data-testid="salon-services-page">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('meta:admin-salon-services.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('services.intro')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setRequesting(true)} data-testid="request-open">
          {t('services.request_new')}
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Lookup
          label={t('services.search')}
          placeholder={t('services.search_placeholder')}
          fetchOptions={searchCatalogue}
          value={null}
          onChange={(option) => {
            const service = option ? find(Number(option.id)) : null;
            if (service && service.moderation_state === 'approved') setEditing(service);
          }}
          className="grow"
          data-testid="catalogue-search"
        />
        <Switch label={t('services.only_bound')} checked={onlyBound} onChange={(e) => setOnlyBound(e.currentTarget.checked)} mb={8} data-testid="only-bound" />
      </Group>
      <QueryStatus isPending={catalogue.isPending} error={catalogue.error} />
      {catalogue.data && <CatalogueAccordion departments={catalogue.data.departments} onlyBound={onlyBound} onEdit={setEditing} onDelete={setDeleting} />}

      <Title order={2} size="h4" mt="md">
        {t('requests.title')}
      </Title>
      <RequestsTable />

      {editing && catalogue.data && <BindingModal service={editing} masters={catalogue.data.masters} onClose={() => setEditing(null)} />}
      {deleting && <DeleteBindingModal service={deleting} onClose={() => setDeleting(null)} />}
      {requesting && <RequestServiceModal onClose={() => setRequesting(false)} />}
    </Stack>
  );
}
