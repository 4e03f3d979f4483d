import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatDay, formatMoney, intlLocale } from '@/shared/lib/format';
import { PageContainer } from '@/shared/ui/PageContainer';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { showSnack } from '@/shared/ui/snack';
import { useSalonMasters } from '@/shared/hooks/useSalonMasters';
import { type GroupBy, type ReportKind, type ReportRequest, type ReportTable, reportQuery, useReport } from './api/useReport';
import { download } from '@/shared/lib/download';

const reports: ReportKind[] = ['appointments', 'finances', 'payments', 'masters', 'clients', 'services', 'cancellations'];
/** The groupings each report takes (the first is its default). */
const groupings: Record<ReportKind, GroupBy[]> = {
  appointments: ['day', 'week', 'month', 'master', 'none'],
  finances: ['month', 'week', 'day'],
  cancellations: ['month', 'week', 'day', 'master'],
  payments: [],
  masters: [],
  clients: [],
  services: [],
};
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** /admin-salon/reports: seven reports of a date range, grouped and filtered, as XLSX or CSV. */
export function ReportsPage() {
  const { t } = useTranslation('salonReports');
  const locale = useLocale();
  const today = new Date();
  const [request, setRequest] = useState<ReportRequest>({
    report: 'appointments',
    from: ymd(new Date(today.getFullYear(), today.getMonth(), 1)),
    to: ymd(new Date(today.getFullYear(), today.getMonth() + 1, 0)),
    groupBy: 'day',
    masterId: null,
  });
  const report = useReport(request);
  const masters = useSalonMasters();
  const [downloading, setDownloading] = useState<string | null>(null);
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });

  const cell = (table: ReportTable, value: unknown, index: number) => {
    if (value === null || value === undefined) return '';
    const kind = table.columns[index]?.kind;
    if (kind === 'money' && typeof value === 'number') return formatMoney(value, locale);
    if (kind === 'date' && typeof value === 'string') return formatDay(value, locale);
    if (typeof value === 'number') return number.format(value);
    return String(value);
  };

  const save = async (format: 'xlsx' | 'csv') => {
    setDownloading(format);
    try {
      await download(`/api/salon/reports/${request.report}?${reportQuery(request, format)}`, `${request.report}.${format}`);
    } catch {
      showSnack(t('download.failed'));
    } finally {
      setDownloading(null);
    }
  };

  const table = report.data;
  return (
    <PageContainer>
      <Stack gap="md" data-testid="salon-reports">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Group align="end" wrap="wrap">
          <Select
            label={t('filters.report')}
            value={request.report}
            allowDeselect={false}
            data={reports.map((r) => ({ value: r, label: t(`reports.${r}`) }))}
            onChange={(value) => {
              const kind = value as ReportKind;
              setRequest((r) => ({ ...r, report: kind, groupBy: groupings[kind][0] ?? null }));
            }}
            data-testid="report-kind"
          />
          <TextInput type="date" label={t('filters.period')} value={request.from} max={request.to} onChange={(e) => {
              const from = e.currentTarget.value;
              if (from) setRequest((r) => ({ ...r, from }));
            }} data-testid="report-from" />
          <TextInput type="date" aria-label={t('filters.period')} value={request.to} min={request.from} onChange={(e) => {
              const to = e.currentTarget.value;
              if (to) setRequest((r) => ({ ...r, to }));
            }} data-testid="report-to" />
          {groupings[request.report].length > 0 && (
            <Select
              label={t('filters.groupBy')}
              value={request.groupBy}
              allowDeselect={false}
              data={groupings[request.report].map((g) => ({ value: g, label: t(`groups.${g}`) }))}
              onChange={(value) => setRequest((r) => ({ ...r, groupBy: value as GroupBy }))}
              data-testid="report-group"
            />
          )}
          {request.report !== 'finances' && (
            <Select
              label={t('filters.master')}
              placeholder={t('filters.allMasters')}
              clearable
              value={request.masterId ? String(request.masterId) : null}
              data={(masters.data ?? []).map((m) => ({ value: String(m.id), label: m.full_name }))}
              onChange={(value) => setRequest((r) => ({ ...r, masterId: value ? Number(value) : null }))}
            />
          )}
          <Button onClick={() => save('xlsx')} loading={downloading === 'xlsx'} data-testid="download-xlsx">
            {t('download.xlsx')}
          </Button>
          <Button variant="default" onClick={() => save('csv')} loading={downloading === 'csv'} data-testid="download-csv">
            {t('download.csv')}
          </Button>
        </Group>
        <QueryStatus isPending={report.isPending} error={report.error} />
        {table && table.rows.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            table && (
              <Table.ScrollContainer minWidth={600}>
                <Table striped highlightOnHover data-testid="report-table">
                  <Table.Thead>
                    <Table.Tr>
                      {table.columns.map((c) => (
                        <Table.Th key={c.key}>{c.title}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.rows.map((row, r) => (
                      <Table.Tr key={r}>
                        {row.map((value, i) => (
                          <Table.Td key={i}>{cell(table, value, i)}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  {table.totals && (
                    <Table.Tfoot>
                      <Table.Tr fw={700} data-testid="report-totals">
                        {table.totals.map((value, i) => (
                          <Table.Td key={i}>{cell(table, value, i)}</Table.Td>
                        ))}
                      </Table.Tr>
                    </Table.Tfoot>
                  )}
                </Table>
                {table.row_count > table.rows.length && (
                  <Text size="sm" c="dimmed" mt="xs" data-testid="report-rows-shown">
                    {t('rowsShown', { shown: number.format(table.rows.length), total: number.format(table.row_count) })}
                  </Text>
                )}
              </Table.ScrollContainer>
            )
          )}
      </Stack>
    </PageContainer>
  );
}
