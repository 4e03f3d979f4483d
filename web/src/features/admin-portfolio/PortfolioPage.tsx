import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';
import { pathFor } from '@/shared/routes';
import { DataTable, useTableData, useTableQuery, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { PORTFOLIO_URL, useHideCase, type AdminCase } from './api/portfolio';
import { CaseThumbs } from './components/CaseThumbs';

interface Choice {
  id: number;
  name: string;
}

/** admin-portfolio: every master's cases across salons; filters, photos, hide / show. */
export function PortfolioPage() {
  const { t } = useTranslation('adminPortfolio');
  const locale = useLocale();
  const navigate = useNavigate();
  const hide = useHideCase();

  const definition = useMemo<TableDefinition>(
    () => ({
      dataUrl: PORTFOLIO_URL,
      search: true,
      defaultSortColumn: 'date',
      defaultSortDirection: -1,
      columns: [
        { name: 'photos', label: t('columns.photos'), showInMobile: true },
        { name: 'master', label: t('columns.master'), sortable: true, showInMobile: true },
        { name: 'salon', label: t('columns.salon'), sortable: true, showInMobile: true },
        { name: 'service', label: t('columns.service') },
        { name: 'date', label: t('columns.date'), sortable: true },
        { name: 'hidden', label: t('columns.visibility'), showInMobile: true },
      ],
    }),
    [t],
  );
  const query = useTableQuery(definition);
  const meta = useTableData<AdminCase>(definition, query.query).data?.meta as { salons?: Choice[]; masters?: Choice[] } | undefined;
  const salons = meta?.salons;
  const masters = meta?.masters;

  const filters = useMemo<TableFilterDef[]>(() => {
    const options = (list: Choice[] | undefined) => (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));
    return [
      { type: 'radio', name: 'hidden', label: t('filters.visibility'), options: [{ value: 'no', label: t('shown') }, { value: 'yes', label: t('hidden') }] },
      { type: 'checkbox', name: 'salon', label: t('filters.salon'), options: options(salons) },
      { type: 'checkbox', name: 'master', label: t('filters.master'), options: options(masters) },
    ];
  }, [t, salons, masters]);

  const renderCell = (row: AdminCase, column: string) => {
    switch (column) {
      case 'photos':
        return <CaseThumbs item={row} />;
      case 'master':
        return (
          <Text size="sm" fw={500} data-testid="case-row-master">
            {row.master_name}
          </Text>
        );
      case 'salon':
        return row.salon_name;
      case 'service':
        return row.service_name ?? '';
      case 'date':
        return formatDay(row.date, locale, 'numeric');
      case 'hidden':
        return row.hidden ? <Badge color="gray">{t('hidden')}</Badge> : <Badge color="teal">{t('shown')}</Badge>;
      default:
        return null;
    }
  };

  return (
    <Stack gap="lg" data-testid="admin-portfolio-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <DataTable<AdminCase>
        definition={definition}
        filters={filters}
        query={query}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(pathFor('admin-portfolio-item', locale, { id: row.master_id }))}
        rowActions={(row) => (
          <Button
            size="xs"
            variant="light"
            color={row.hidden ? 'teal' : 'gray'}
            leftSection={row.hidden ? <IconEye size={14} /> : <IconEyeOff size={14} />}
            loading={hide.isPending && hide.variables?.id === row.id}
            onClick={() => hide.mutate({ id: row.id, hidden: !row.hidden })}
            data-testid="case-toggle-hidden"
          >
            {row.hidden ? t('show') : t('hide')}
          </Button>
        )}
        emptyText={t('empty')}
        data-testid="portfolio-table"
      />
    </Stack>
  );
}
