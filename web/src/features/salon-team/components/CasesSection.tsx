import { ActionIcon, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/dialogs';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { showSnack } from '@/shared/ui/snack';
import { useCases, useDeleteCase } from '../api/cases';
import type { CaseView, ServiceChoice } from '../api/types';
import { CaseModal } from './CaseModal';

/** A master's portfolio: cases with photos; add, edit, delete (spec §3 portfolio cases). */
export function CasesSection({ masterId, services }: { masterId: number; services: ServiceChoice[] }) {
  const { t } = useTranslation('salonTeam');
  const locale = useLocale();
  const cases = useCases(masterId);
  const remove = useDeleteCase(masterId);
  const [editing, setEditing] = useState<CaseView | 'new' | null>(null);

  const del = async (c: CaseView) => {
    if (!(await confirm({ title: t('cases.delete_title'), message: t('cases.delete_confirm'), confirmLabel: t('cases.delete'), danger: true }))) return;
    remove.mutate(c.id, {
      onSuccess: () => showSnack(t('cases.deleted'), 'success'),
      onError: (error) => showSnack(apiErrorMessage(error)),
    });
  };

  return (
    <Stack gap="sm" data-testid="cases-section">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('cases.title')}
        </Title>
        <Button size="xs" variant="light" radius="xl" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')} data-testid="case-add">
          {t('cases.add')}
        </Button>
      </Group>
      <QueryStatus isPending={cases.isPending} error={cases.error} />
      {cases.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('cases.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {cases.data?.map((c) => (
          <Card key={c.id} withBorder radius="md" padding="sm" data-testid="case-card">
            {c.photos[0] && (
              <Card.Section>
                <Image src={c.photos[0].image.url} srcSet={c.photos[0].image.srcset || undefined} alt={c.service_name ?? ''} h={140} fit="cover" />
              </Card.Section>
            )}
            <Group justify="space-between" mt="xs" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600} size="sm">
                  {c.service_name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {formatDay(c.date, locale)}
                    {c.time ? ` · ${c.time}` : ''} ·
                  </Text>
                  <IconPhoto size={14} aria-hidden />
                  <Text size="xs" c="dimmed">
                    {c.photos.length}
                  </Text>
                </Group>
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={t('cases.edit')} onClick={() => setEditing(c)} data-testid="case-edit">
                  <IconEdit size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('cases.delete')} onClick={() => void del(c)} data-testid="case-delete">
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {editing && <CaseModal masterId={masterId} value={editing === 'new' ? null : editing} services={services} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
