import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay, formatInstant, monthNames } from '@/shared/lib/format';
import { toMaskedPhone } from '@/shared/lib/phone';
import { pathFor } from '@/shared/routes';
import { DataTable, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { RouteLink } from '@/shared/ui/RouteLink';
import { CLIENTS_URL } from '../api/keys';
import type { ClientRow } from '../api/types';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The salon's clients (spec §3 data table): search, filters, sort; a row opens the client. */
export function ClientsTable() {
  const { t } = useTranslation('salonClients');
  const locale = useLocale();
  const navigate = useNavigate();

  const definition = useMemo<TableDefinition>(
    () => ({
      dataUrl: CLIENTS_URL,
      search: true,
      defaultSortColumn: 'created',
      defaultSortDirection: -1,
      columns: [
        { name: 'name', label: t('columns.name'), sortable: true, showInMobile: true, colspan: 2 },
        { name: 'phone', label: t('columns.phone'), showInMobile: true },
        { name: 'email', label: t('columns.email') },
        { name: 'last_visit', label: t('columns.last_visit'), sortable: true, showInMobile: true },
        { name: 'visits', label: t('columns.visits'), sortable: true },
        { name: 'created', label: t('columns.created'), sortable: true },
      ],
    }),
    [t],
  );

  const filters = useMemo<TableFilterDef[]>(() => {
    const months = monthNames(locale);
    return [
      { type: 'radio', name: 'planned', label: t('filters.planned'), options: [{ value: 'yes', label: t('filters.planned_yes') }, { value: 'no', label: t('filters.planned_no') }] },
      { type: 'checkbox', name: 'gender', label: t('filters.gender'), options: [{ value: 'female', label: t('gender.female') }, { value: 'male', label: t('gender.male') }] },
      { type: 'radio', name: 'birthday_month', label: t('filters.birthday_month'), options: MONTHS.map((m) => ({ value: String(m), label: months[m - 1] ?? String(m) })) },
      { type: 'date', name: 'last_visit', label: t('filters.last_visit') },
      { type: 'number_range', name: 'visits', label: t('filters.visits'), min: 0, step: 1 },
    ];
  }, [t, locale]);

  const renderCell = (row: ClientRow, column: string) => {
    switch (column) {
      case 'name':
        return (
          <Text size="sm" fw={500} data-testid="client-row-name">
            {row.full_name}
          </Text>
        );
      case 'phone':
        return <span style={{ whiteSpace: 'nowrap' }}>{toMaskedPhone(row.phone)}</span>;
      case 'email':
        return row.email ?? '';
      case 'last_visit':
        return row.last_visit ? formatDay(row.last_visit, locale, 'numeric') : t('stats.never');
      case 'visits':
        return String(row.visits);
      case 'created':
        return formatInstant(row.created_at, locale, 'numericDate');
      default:
        return null;
    }
  };

  return (
    <DataTable<ClientRow>
      definition={definition}
      filters={filters}
      renderCell={renderCell}
      rowKey={(row) => row.id}
      onRowClick={(row) => void navigate(pathFor('admin-salon-clients-info', locale, { id: row.id }))}
      emptyText={t('empty')}
      toolbar={
        <Button component={RouteLink} to="admin-salon-clients-edit" radius="xl" leftSection={<IconPlus size={16} />} data-testid="client-create">
          {t('create')}
        </Button>
      }
      data-testid="clients-table"
    />
  );
}
