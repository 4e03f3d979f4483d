import { Anchor, Badge, CloseButton, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant, formatMoney } from '@/shared/lib/format';
import { DataTable, useTableData, useTableQuery } from '@/shared/ui/DataTable';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { SaleRow, SalesMeta } from './api/types';
import { initialFilters, rangeDay, rangeEnd, salesDefinition, salesFilters } from './lib/salesTable';

/** admin-sales (spec §7 admin "sales"): every subscription payment with its salon, filters and the totals of the filtered rows. */
export function SalesPage() {
  const { t } = useTranslation('adminSales');
  const locale = useLocale();
  const [params] = useSearchParams();
  const definition = useMemo(() => salesDefinition(t), [t]);
  const filters = useMemo(() => salesFilters(t), [t]);
  const state = useTableQuery(definition, { initialFilters: initialFilters(params.get('salon')) });
  // Same key as the table's own call: this reads its cached page for the totals.
  const page = useTableData<SaleRow>(definition, state.query);
  const totals = (page.data?.meta as SalesMeta | undefined)?.totals;
  const salonFilter = state.filters.salon?.type === 'radio' ? state.filters.salon.value : null;

  const renderCell = (row: SaleRow, column: string) => {
    switch (column) {
      case 'date':
        return formatInstant(row.created_at, locale);
      case 'salon':
        return (
          <Stack gap={0}>
            <Anchor component={RouteLink} to="admin-salons" query={{ salon: String(row.salon_id) }} size="sm" fw={600} data-testid="sale-salon">
              {row.salon_name}
            </Anchor>
            <Text size="xs" c="dimmed">
              #{row.salon_id}
            </Text>
          </Stack>
        );
      case 'plan':
        return t(`plan.${row.plan === 'premium' ? 'premium' : 'free'}`);
      case 'amount':
        return formatMoney(row.amount_kurus, locale);
      case 'status':
        return (
          <Badge color={row.status === 'paid' ? 'teal' : 'red'} variant="light" data-testid="sale-status">
            {t(`status.${row.status === 'paid' ? 'paid' : 'unpaid'}`)}
          </Badge>
        );
      case 'period':
        return `${formatInstant(row.period_start, locale, 'date')} – ${formatInstant(row.period_end, locale, 'date')}`;
      case 'provider':
        return t(`provider.${row.provider}`, { defaultValue: row.provider });
      default:
        return null;
    }
  };

  return (
    <Stack gap="lg" data-testid="admin-sales-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t('totals.paid', { count: totals?.paid_count ?? 0 })}
          </Text>
          <Text fw={700} size="lg" data-testid="sales-paid-total">
            {totals ? formatMoney(totals.paid_kurus, locale) : '—'}
          </Text>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t('totals.unpaid', { count: totals?.unpaid_count ?? 0 })}
          </Text>
          <Text fw={700} size="lg" data-testid="sales-unpaid-total">
            {totals ? formatMoney(totals.unpaid_kurus, locale) : '—'}
          </Text>
        </Paper>
      </SimpleGrid>
      <Group gap="sm" align="flex-end">
        {(['from', 'to'] as const).map((end) => (
          <TextInput
            key={end}
            type="date"
            label={t(`range.${end}`)}
            value={rangeDay(state.filters, end)}
            onChange={(e) => state.setFilter(end, rangeEnd(end, e.currentTarget.value))}
            w={180}
            data-testid={`sales-${end}`}
          />
        ))}
        {salonFilter && (
          <Badge size="lg" variant="light" rightSection={<CloseButton size="xs" aria-label={t('range.clear_salon')} onClick={() => state.setFilter('salon', null)} />} data-testid="sales-salon-filter">
            {t('range.salon', { id: salonFilter })}
          </Badge>
        )}
      </Group>
      <DataTable<SaleRow>
        definition={definition}
        filters={filters}
        query={state}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        emptyText={t('empty')}
        data-testid="sales-table"
      />
    </Stack>
  );
}
