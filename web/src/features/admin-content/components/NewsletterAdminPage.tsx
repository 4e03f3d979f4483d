import { Anchor, Badge, Button, Group, SegmentedControl, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { SUBSCRIBER_STATES, type SubscriberState, exportUrl, useSubscribers } from '../api/content';

/** admin-newsletter: subscribers with status and consent date, search, CSV/XLSX export (İYS terms). */
export function NewsletterAdminPage() {
  const { t, i18n } = useTranslation('adminContent');
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const filters = { status: status || undefined, q: q.trim() || undefined };
  const { data } = useSubscribers({ ...filters, page });
  const count = (s: string) => data?.counts.find((c) => c.status === s)?.count ?? 0;
  const date = (at?: string | null) => (at ? new Date(at).toLocaleString(i18n.language) : '—');
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{t('newsletter.title')}</Title>
        <Group>
          <Button component="a" href={exportUrl('csv', filters)} variant="light" data-testid="newsletter-export-csv">
            {t('newsletter.export_csv')}
          </Button>
          <Button component="a" href={exportUrl('xlsx', filters)} variant="light">
            {t('newsletter.export_xlsx')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('newsletter.iys')}
      </Text>
      <Group mb="md">
        <SegmentedControl
          value={status}
          onChange={(v) => (setStatus(v), setPage(1))}
          data={[{ value: '', label: t('newsletter.all') }, ...SUBSCRIBER_STATES.map((s) => ({ value: s, label: `${t(`newsletter.status.${s}`)} (${count(s)})` }))]}
        />
        <TextInput placeholder={t('newsletter.search')} value={q} onChange={(e) => (setQ(e.currentTarget.value), setPage(1))} data-testid="newsletter-search" />
      </Group>
      {data?.rows.length === 0 && <Text c="dimmed">{t('newsletter.empty')}</Text>}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('newsletter.email')}</Table.Th>
            <Table.Th>{t('newsletter.locale')}</Table.Th>
            <Table.Th>{t('newsletter.consent_date')}</Table.Th>
            <Table.Th>{t('newsletter.created_at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.rows.map((row) => (
            <Table.Tr key={row.id} data-testid="newsletter-row">
              <Table.Td>
                {row.email}{' '}
                <Badge variant="light" ml="xs">
                  {t(`newsletter.status.${row.status as SubscriberState}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{row.locale}</Table.Td>
              <Table.Td>{date(row.consent_date)}</Table.Td>
              <Table.Td>{date(row.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Group mt="md">
          <Anchor component="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('newsletter.prev')}
          </Anchor>
          <Text size="sm">
            {page} / {pages}
          </Text>
          <Anchor component="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('newsletter.next')}
          </Anchor>
        </Group>
      )}
    </>
  );
}
