import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { toMaskedPhone } from '@/shared/lib/phone';
import { pathFor } from '@/shared/routes';
import { DataTable, type TableDefinition, type TableFilterDef } from '@/shared/ui/DataTable';
import { alert } from '@/shared/ui/dialogs';
import { typedConfirm } from '@/shared/ui/typedConfirm';
import { showSnack } from '@/shared/ui/snack';
import { USERS_URL, useBulkDelete, type AdminUser } from './api/users';
import { RoleBadges } from './components/RoleBadges';

const ROLES = ['client', 'salon_admin', 'salon_master', 'admin'] as const;

/** admin-users: every account; search, filter by role, bulk delete of the selected ones. */
export function UsersPage() {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number[]>([]);
  const bulk = useBulkDelete();

  const definition = useMemo<TableDefinition>(
    () => ({
      dataUrl: USERS_URL,
      search: true,
      defaultSortColumn: 'created',
      defaultSortDirection: -1,
      columns: [
        { name: 'select', label: '', showInMobile: true },
        { name: 'name', label: t('columns.name'), sortable: true, showInMobile: true, colspan: 2 },
        { name: 'roles', label: t('columns.roles'), showInMobile: true },
        { name: 'phone', label: t('columns.phone'), showInMobile: true },
        { name: 'email', label: t('columns.email') },
        { name: 'created', label: t('columns.created'), sortable: true },
        { name: 'last_login', label: t('columns.last_login'), sortable: true },
      ],
    }),
    [t],
  );
  const filters = useMemo<TableFilterDef[]>(
    () => [{ type: 'checkbox', name: 'role', label: t('filters.role'), options: ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })) }],
    [t],
  );

  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const renderCell = (row: AdminUser, column: string) => {
    switch (column) {
      case 'select':
        return (
          <Checkbox
            aria-label={t('select', { name: row.full_name })}
            checked={selected.includes(row.id)}
            onChange={() => toggle(row.id)}
            onClick={(e) => e.stopPropagation()}
            data-testid="user-select"
          />
        );
      case 'name':
        return (
          <Text size="sm" fw={500} data-testid="user-row-name">
            {row.full_name}
          </Text>
        );
      case 'roles':
        return <RoleBadges roles={row.roles} />;
      case 'phone':
        return <span style={{ whiteSpace: 'nowrap' }}>{row.phone ? toMaskedPhone(row.phone) : ''}</span>;
      case 'email':
        return row.email ?? '';
      case 'created':
        return formatInstant(row.created_at, locale, 'numericDate');
      case 'last_login':
        return row.last_login_at ? formatInstant(row.last_login_at, locale) : t('never');
      default:
        return null;
    }
  };

  const deleteSelected = async () => {
    const count = String(selected.length);
    const sure = await typedConfirm({
      title: t('bulk.title'),
      message: t('bulk.confirm', { count: selected.length }),
      inputLabel: t('bulk.type_count'),
      expected: count,
      confirmLabel: t('delete.yes'),
      danger: true,
    });
    if (!sure) return;
    try {
      const results = await bulk.mutateAsync({ ids: selected, force: false });
      const refused = results.filter((r) => !r.deleted);
      setSelected(refused.map((r) => r.id));
      const deleted = results.length - refused.length;
      await alert({
        title: t('bulk.result_title'),
        message: (
          <span data-testid="bulk-result">
            {t('bulk.deleted', { count: deleted })}
            {refused.map((r) => (
              <span key={r.id}>
                <br />#{r.id}: {r.message}
              </span>
            ))}
          </span>
        ),
      });
    } catch (error) {
      showSnack(apiErrorMessage(error));
    }
  };

  return (
    <Stack gap="lg" data-testid="admin-users-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <DataTable<AdminUser>
        definition={definition}
        filters={filters}
        renderCell={renderCell}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(pathFor('admin-users-item', locale, { id: row.id }))}
        emptyText={t('empty')}
        toolbar={
          <Button
            color="red"
            variant="light"
            radius="xl"
            leftSection={<IconTrash size={16} />}
            disabled={selected.length === 0}
            loading={bulk.isPending}
            onClick={() => void deleteSelected()}
            data-testid="users-bulk-delete"
          >
            {t('bulk.button', { count: selected.length })}
          </Button>
        }
        data-testid="users-table"
      />
    </Stack>
  );
}
