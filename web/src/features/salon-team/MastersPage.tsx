import { Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { pathFor } from '@/shared/routes';
import { DataTable, useTableData, useTableQuery, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { confirm } from '@/shared/ui/dialogs';
import { RouteLink } from '@/shared/ui/RouteLink';
import { showSnack } from '@/shared/ui/snack';
import { EMPLOYEES_URL, type EmployeeRow, type TeamMeta } from './api/types';
import { useSetSelf } from './api/useSetSelf';
import { PlanLimit } from './components/PlanLimit';

/** admin-salon-masters: the salon's masters with the plan's employee limit. */
export function MastersPage() {
  const { t } = useTranslation(['salonTeam', 'meta']);
  const locale = useLocale();
  const navigate = useNavigate();
  const definition: TableDefinition = useMemo(
    () => ({
      dataUrl: EMPLOYEES_URL,
      search: true,
      columns: [
        { name: 'name', label: t('salonTeam:list.columns.name'), sortable: true, showInMobile: true, colspan: 2 },
        { name: 'position', label: t('salonTeam:list.columns.position'), sortable: true, showInMobile: true },
        { name: 'working_type', label: t('salonTeam:list.columns.working_type'), showInMobile: true },
        { name: 'services', label: t('salonTeam:list.columns.services') },
        { name: 'created', label: t('salonTeam:list.columns.created'), sortable: true },
      ],
    }),
    [t],
  );
  const filters: TableFilterDef[] = useMemo(
    () => [
      {
        type: 'checkbox',
        name: 'working_type',
        label: t('salonTeam:list.filters.working_type'),
        options: [
          { value: 'full_time', label: t('salonTeam:working_type.full_time') },
          { value: 'part_time', label: t('salonTeam:working_type.part_time') },
        ],
      },
      {
        type: 'radio',
        name: 'salary_type',
        label: t('salonTeam:list.filters.salary_type'),
        options: [
          { value: 'fixed', label: t('salonTeam:salary_type.fixed') },
          { value: 'hourly', label: t('salonTeam:salary_type.hourly') },
        ],
      },
    ],
    [t],
  );
  const query = useTableQuery(definition);
  const page = useTableData<EmployeeRow>(definition, query.query);
  const meta = page.data?.meta as TeamMeta | undefined;
  const setSelf = useSetSelf();
  const open = (id: number) => navigate(pathFor('admin-salon-masters-item', locale, { id: String(id) }));

  const addSelf = async () => {
    const ok = await confirm({ title: t('salonTeam:list.add_self_title'), message: t('salonTeam:list.add_self_confirm') });
    if (!ok) return;
    setSelf.mutate(undefined, {
      onSuccess: (me) => {
        showSnack(t('salonTeam:list.self_added'), 'success');
        open(me.id);
      },
      onError: (error) => showSnack(apiErrorMessage(error)),
    });
  };

  const renderCell = (row: EmployeeRow, column: string) => {
    switch (column) {
      case 'name':
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={row.photo?.url} alt={row.full_name} radius="50%" size={40} color="plum">
              {row.full_name.charAt(0)}
            </Avatar>
            <div>
              <Text fw={600} size="sm" data-testid="master-name">
                {row.full_name}
              </Text>
              {row.is_self && (
                <Badge size="xs" variant="light">
                  {t('salonTeam:list.you')}
                </Badge>
              )}
            </div>
          </Group>
        );
      case 'position':
        return row.position ?? '—';
      case 'working_type':
        return t(`salonTeam:working_type.${row.working_type === 'part_time' ? 'part_time' : 'full_time'}`);
      case 'services':
        return t('salonTeam:list.services_count', { count: row.services_count });
      case 'created':
        return formatInstant(row.created_at, locale, 'date');
      default:
        return null;
    }
  };

  return (
    <Stack gap="lg" data-testid="masters-page">
      <Title order={1} size="h2">
        {t('meta:admin-salon-masters.title')}
      </Title>
      {meta && <PlanLimit meta={meta} />}
      <DataTable<EmployeeRow>
        definition={definition}
        filters={filters}
        query={query}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        onRowClick={(row) => open(row.id)}
        emptyText={t('salonTeam:list.empty')}
        toolbar={
          <Group gap="xs">
            <Button component={RouteLink} to="admin-salon-masters-item" params={{ id: 'new' }} radius="xl" leftSection={<IconPlus size={16} aria-hidden />} data-testid="master-create">
              {t('salonTeam:list.create')}
            </Button>
            {meta && !meta.self_is_master && (
              <Button variant="light" radius="xl" leftSection={<IconUserPlus size={16} aria-hidden />} loading={setSelf.isPending} onClick={() => void addSelf()} data-testid="master-add-self">
                {t('salonTeam:list.add_self')}
              </Button>
            )}
          </Group>
        }
        data-testid="masters-table"
      />
    </Stack>
  );
}
