import { Accordion, ActionIcon, Badge, Box, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import type { AdminCategory, AdminDepartment, AdminService, CatalogueTree as Tree } from '../api/catalogue';
import { nameIn } from '../lib';

export interface TreeActions {
  editDepartment: (department: AdminDepartment) => void;
  deleteDepartment: (department: AdminDepartment) => void;
  addCategory: (department: AdminDepartment) => void;
  editCategory: (category: AdminCategory) => void;
  deleteCategory: (category: AdminCategory) => void;
  /** To `position` (0-based) of `departmentId`. */
  moveCategory: (category: AdminCategory, departmentId: number, position: number) => void;
  addService: (category: AdminCategory) => void;
  editService: (service: AdminService) => void;
  deleteService: (service: AdminService) => void;
}

/**
 * The catalogue as an accordion (one department open at a time, which also suits phones):
 * departments in order, their categories in order (move up, down or into another department),
 * their services with how many salons offer each.
 */
export function CatalogueTree({ tree, actions }: { tree: Tree; actions: TreeActions }) {
  const { t } = useTranslation('adminCatalogue');
  const locale = useLocale();
  return (
    <Accordion variant="separated" chevronPosition="left" data-testid="catalogue-tree">
      {tree.departments.map((department) => (
        <Accordion.Item key={department.id} value={String(department.id)} data-testid={`department-${department.slug}`}>
          <Group wrap="nowrap" gap={0}>
            <Accordion.Control>
              <Group gap="sm" wrap="nowrap">
                <Box bg="dark.6" p={4} style={{ borderRadius: 4, lineHeight: 0 }}>
                  <img src={department.icon} alt="" width={18} height={18} />
                </Box>
                <Text fw={600}>{nameIn(department.names, locale)}</Text>
                <Text c="dimmed" size="xs">
                  #{department.sort_order}
                </Text>
                {department.show_in_menu && (
                  <Badge size="xs" variant="light">
                    {t('tree.in_menu')}
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Group gap={4} wrap="nowrap" pr="sm">
              <ActionIcon variant="subtle" aria-label={t('actions.edit')} onClick={() => actions.editDepartment(department)} data-testid="department-edit">
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={t('actions.delete')} onClick={() => actions.deleteDepartment(department)} data-testid="department-delete">
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <Accordion.Panel>
            <Stack gap="sm">
              {department.categories.length === 0 && (
                <Text c="dimmed" size="sm">
                  {t('tree.no_categories')}
                </Text>
              )}
              {department.categories.map((category, index) => (
                <CategoryBlock
                  key={category.id}
                  category={category}
                  index={index}
                  department={department}
                  departments={tree.departments}
                  actions={actions}
                />
              ))}
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => actions.addCategory(department)} data-testid="category-add" w="fit-content">
                {t('actions.add_category')}
              </Button>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function CategoryBlock({
  category,
  index,
  department,
  departments,
  actions,
}: {
  category: AdminCategory;
  index: number;
  department: AdminDepartment;
  departments: AdminDepartment[];
  actions: TreeActions;
}) {
  const { t } = useTranslation('adminCatalogue');
  const locale = useLocale();
  const last = index === department.categories.length - 1;
  return (
    <Box p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }} data-testid={`category-${category.slug}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500}>{nameIn(category.names, locale)}</Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" disabled={index === 0} aria-label={t('actions.move_up')} onClick={() => actions.moveCategory(category, department.id, index - 1)} data-testid="category-up">
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" disabled={last} aria-label={t('actions.move_down')} onClick={() => actions.moveCategory(category, department.id, index + 1)} data-testid="category-down">
            <IconArrowDown size={16} />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('actions.more')} data-testid="category-menu">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => actions.editCategory(category)} data-testid="category-edit">
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Label>{t('actions.move_to')}</Menu.Label>
              {departments
                .filter((d) => d.id !== department.id)
                .map((d) => (
                  <Menu.Item key={d.id} onClick={() => actions.moveCategory(category, d.id, d.categories.length)} data-testid={`category-move-${d.slug}`}>
                    {nameIn(d.names, locale)}
                  </Menu.Item>
                ))}
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.deleteCategory(category)} data-testid="category-delete">
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Stack gap={2} mt="xs">
        {category.services.map((service) => (
          <Group key={service.id} justify="space-between" wrap="nowrap" data-testid={`service-${service.slug}`}>
            <Text size="sm">
              {nameIn(service.names, locale)}{' '}
              <Text span c="dimmed" size="xs">
                {t('tree.service_meta', { minutes: service.default_duration_min, count: service.salons_count })}
              </Text>
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={t('actions.edit')} onClick={() => actions.editService(service)} data-testid="service-edit">
                <IconPencil size={14} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={t('actions.delete')} onClick={() => actions.deleteService(service)} data-testid="service-delete">
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Button variant="subtle" size="compact-xs" leftSection={<IconPlus size={12} />} onClick={() => actions.addService(category)} data-testid="service-add" w="fit-content">
          {t('actions.add_service')}
        </Button>
      </Stack>
    </Box>
  );
}
