import { Badge, Button, Group, SegmentedControl, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { STATES, type State } from '../api/blog';
import { RouteLink } from '@/shared/ui/RouteLink';
import { useAdminBlogList } from '../api/blog';

/** admin-blog: every post with counters per state, filters by state and search. */
export function BlogAdminPage() {
  const { t } = useTranslation('adminBlog');
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const { data } = useAdminBlogList({ status: status || undefined, q: q || undefined });
  const count = (s: string) => data?.counts.find((c) => c.status === s)?.count ?? 0;
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{t('title')}</Title>
        <Group>
          <Button component={RouteLink} to="admin-blog-categories" variant="light">
            {t('libs.categories')}
          </Button>
          <Button component={RouteLink} to="admin-blog-new" data-testid="blog-new">
            {t('new')}
          </Button>
        </Group>
      </Group>
      <Group mb="md">
        <SegmentedControl
          value={status}
          onChange={setStatus}
          data={[
            { value: '', label: t('all') },
            ...STATES.map((s) => ({ value: s, label: `${t(`status.${s}`)} (${count(s)})` })),
          ]}
        />
        <TextInput placeholder={t('search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      </Group>
      {data?.rows.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <Table striped>
        <Table.Tbody>
          {data?.rows.map((row) => (
            <Table.Tr key={row.id} data-testid="blog-row">
              <Table.Td>
                <RouteLink to="admin-blog-item" params={{ slug: String(row.id) }}>
                  {row.title}
                </RouteLink>
              </Table.Td>
              <Table.Td>{row.locale}</Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`status.${row.status as State}`)}</Badge>
              </Table.Td>
              <Table.Td>{row.tags.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
