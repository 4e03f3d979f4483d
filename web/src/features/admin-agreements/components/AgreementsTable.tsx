import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { pathFor } from '@/shared/routes';
import { DataTable, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { AGREEMENTS_URL } from '../api/agreements';
import type { AgreementRow } from '../api/types';

/** Every agreement (spec §3 data table) with its version, date and force flag; a row opens the editor. */
export function AgreementsTable() {
  const { t } = useTranslation('adminAgreements');
  const locale = useLocale();
  const navigate = useNavigate();

  const definition = useMemo<TableDefinition>(
    () => ({
      dataUrl: AGREEMENTS_URL,
      search: true,
      columns: [
        { name: 'name', label: t('columns.name'), sortable: true, showInMobile: true, colspan: 2 },
        { name: 'slug', label: t('columns.slug'), sortable: true },
        { name: 'kind', label: t('columns.kind') },
        { name: 'version', label: t('columns.version'), sortable: true, showInMobile: true },
        { name: 'force', label: t('columns.force') },
        { name: 'updated', label: t('columns.updated'), sortable: true, showInMobile: true },
      ],
    }),
    [t],
  );

  const filters = useMemo<TableFilterDef[]>(
    () => [
      { type: 'checkbox', name: 'kind', label: t('filters.kind'), options: [{ value: 'client', label: t('kind.client') }, { value: 'salon', label: t('kind.salon') }] },
      { type: 'radio', name: 'forced', label: t('filters.forced'), options: [{ value: 'yes', label: t('filters.yes') }, { value: 'no', label: t('filters.no') }] },
    ],
    [t],
  );

  const renderCell = (row: AgreementRow, column: string) => {
    switch (column) {
      case 'name':
        return (
          <Text size="sm" fw={500} data-testid="agreement-row-name">
            {row.name}
          </Text>
        );
      case 'slug':
        return <Text size="sm" c="dimmed">{row.slug}</Text>;
      case 'kind':
        return row.kind === 'salon' ? t('kind.salon') : t('kind.client');
      case 'version':
        return <span data-testid="agreement-row-version">{row.version}</span>;
      case 'force':
        return row.force_accept ? <Badge color="orange" variant="light">{t('filters.yes')}</Badge> : t('filters.no');
      case 'updated':
        return formatInstant(row.updated_at, locale, 'numericDate');
      default:
        return null;
    }
  };

  return (
    <DataTable<AgreementRow>
      definition={definition}
      filters={filters}
      renderCell={renderCell}
      rowKey={(row) => row.id}
      onRowClick={(row) => void navigate(pathFor('admin-agreement-item', locale, { slug: row.slug }))}
      emptyText={t('empty')}
      data-testid="agreements-table"
    />
  );
}
