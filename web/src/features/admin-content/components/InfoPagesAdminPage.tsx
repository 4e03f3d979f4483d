import { Badge, Button, Group, SegmentedControl, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import { PAGE_STATES, type PageState, useAdminInfoPages } from '../api/content';

/** admin-info-pages: every info page, filters by state and search. */
export function InfoPagesAdminPage() {
  const { t } = useTranslation('adminContent');
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const { data } = useAdminInfoPages({ status: status || undefined, q: q || undefined });
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{t('pages.title')}</Title>
        <Button component={RouteLink} to="admin-info-pages-new" data-testid="info-new">
          {t('pages.new')}
        </Button>
      </Group>
      <Group mb="md">
        <SegmentedControl
          value={status}
          onChange={setStatus}
          data={[{ value: '', label: t('pages.all') }, ...PAGE_STATES.map((s) => ({ value: s, label: t(`pages.status.${s}`) }))]}
        />
        <TextInput placeholder={t('pages.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      </Group>
      {data?.rows.length === 0 && <Text c="dimmed">{t('pages.empty')}</Text>}
      <Table striped>
        <Table.Tbody>
          {data?.rows.map((row) => (
            <Table.Tr key={row.id} data-testid="info-row">
              <Table.Td>
                <RouteLink to="admin-info-pages-item" params={{ id: String(row.id) }}>
                  {row.title}
                </RouteLink>
              </Table.Td>
              <Table.Td>/i/{row.slug}</Table.Td>
              <Table.Td>{row.locale}</Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`pages.status.${row.status as PageState}`)}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
