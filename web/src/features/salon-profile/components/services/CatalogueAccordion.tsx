import { Accordion, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { CatalogueDepartment, CatalogueService } from '../../api/types';
import { ServiceRow } from './ServiceRow';

interface Props {
  departments: CatalogueDepartment[];
  onlyBound: boolean;
  onEdit: (service: CatalogueService) => void;
  onDelete: (service: CatalogueService) => void;
}

/** Departments → categories → services (spec §7 services/grouped-by-departments). */
export function CatalogueAccordion({ departments, onlyBound, onEdit, onDelete }: Props) {
  const { t } = useTranslation('salonProfile');
  const shown = departments
    .map((d) => ({ ...d, categories: d.categories.map((c) => ({ ...c, services: c.services.filter((s) => !onlyBound || s.binding) })).filter((c) => c.services.length > 0) }))
    .filter((d) => d.categories.length > 0);
  if (shown.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="catalogue-empty">
        {onlyBound ? t('services.none_bound') : t('services.none')}
      </Text>
    );
  }
  const boundIn = (d: CatalogueDepartment) => d.categories.reduce((n, c) => n + c.services.filter((s) => s.binding).length, 0);
  return (
    <Accordion multiple variant="separated" radius="md" data-testid="catalogue">
      {shown.map((d) => (
        <Accordion.Item key={d.id} value={String(d.id)} data-testid={`department-${d.id}`}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={600}>{d.name}</Text>
              {boundIn(d) > 0 && (
                <Badge size="sm" variant="light">
                  {t('services.bound_count', { count: boundIn(d) })}
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              {d.categories.map((c) => (
                <div key={c.id} data-testid={`category-${c.id}`}>
                  <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
                    {c.name}
                  </Text>
                  {c.services.map((s, i) => (
                    <Fragment key={s.id}>
                      {i > 0 && <Divider />}
                      <ServiceRow service={s} onEdit={onEdit} onDelete={onDelete} />
                    </Fragment>
                  ))}
                </div>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
