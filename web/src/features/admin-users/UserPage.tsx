import { ActionIcon, Anchor, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { toMaskedPhone } from '@/shared/lib/phone';
import { pathFor } from '@/shared/routes';
import { AuditHistory } from '@/shared/ui/AuditHistory';
import { confirm } from '@/shared/ui/dialogs';
import { typedConfirm } from '@/shared/ui/typedConfirm';
import { NotFound } from '@/shared/ui/NotFound';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { showSnack } from '@/shared/ui/snack';
import { useDeleteUser, useSalonChoices, useSaveUser, useUser, type AdminUser } from './api/users';
import { RoleBadges } from './components/RoleBadges';
import { deleteUserFlow, lastFourDigits } from './lib/deleteUserFlow';

interface SalonRole {
  id: number;
  name: string;
}

function SalonPicker({ onPick, exclude }: { onPick: (salon: SalonRole) => void; exclude: number[] }) {
  const { t } = useTranslation('adminUsers');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 500);
  const choices = useSalonChoices(debounced);
  const data = (choices.data ?? []).filter((s) => !exclude.includes(s.id)).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Select
      label={t('form.add_salon_admin')}
      placeholder={t('form.salon_search')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={null}
      filter={({ options }) => options}
      nothingFoundMessage={t('form.no_salons')}
      onChange={(value, option) => {
        if (value) onPick({ id: Number(value), name: option.label });
        setSearch('');
      }}
      data-testid="user-salon-picker"
    />
  );
}

function UserForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  const save = useSaveUser(user.id);
  const [fullName, setFullName] = useState(user.full_name);
  const [email, setEmail] = useState(user.email ?? '');
  const [client, setClient] = useState(user.roles.some((r) => r.role === 'client'));
  const [admin, setAdmin] = useState(user.roles.some((r) => r.role === 'admin'));
  const [salons, setSalons] = useState<SalonRole[]>(
    user.roles.filter((r) => r.role === 'salon_admin' && r.salon_id != null).map((r) => ({ id: r.salon_id!, name: r.salon_name ?? `#${r.salon_id}` })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const masterRoles = user.roles.filter((r) => r.role === 'salon_master');

  const submit = async () => {
    setErrors({});
    const roles = [
      ...(client ? [{ role: 'client' }] : []),
      ...(admin ? [{ role: 'admin' }] : []),
      ...salons.map((s) => ({ role: 'salon_admin', salon_id: s.id })),
    ];
    try {
      await save.mutateAsync({ full_name: fullName, email: email.trim() === '' ? null : email, roles });
      showSnack(t('form.saved'), 'success');
    } catch (error) {
      const byField = fieldErrors(error);
      if (Object.keys(byField).length === 0) showSnack(apiErrorMessage(error));
      setErrors(byField);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('form.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.full_name')} value={fullName} onChange={(e) => setFullName(e.currentTarget.value)} error={errors.full_name} data-testid="user-name" />
          <TextInput label={t('form.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} data-testid="user-email" />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t('form.roles')}
          </Text>
          <Group>
            <Checkbox label={t('roles.client')} checked={client} onChange={(e) => setClient(e.currentTarget.checked)} data-testid="user-role-client" />
            <Checkbox label={t('roles.admin')} checked={admin} onChange={(e) => setAdmin(e.currentTarget.checked)} data-testid="user-role-admin" />
          </Group>
          {salons.map((s) => (
            <Group key={s.id} gap="xs">
              <Text size="sm">
                {t('roles.salon_admin')}: {s.name}
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label={t('form.remove_salon', { name: s.name })} onClick={() => setSalons((list) => list.filter((x) => x.id !== s.id))}>
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
          <SalonPicker exclude={salons.map((s) => s.id)} onPick={(salon) => setSalons((list) => [...list, salon])} />
          {masterRoles.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('form.master_roles', { salons: masterRoles.map((r) => r.salon_name ?? `#${r.salon_id}`).join(', ') })}
            </Text>
          )}
          {errors.roles && (
            <Text size="sm" c="red" data-testid="user-roles-error">
              {errors.roles}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button radius="xl" loading={save.isPending} onClick={() => void submit()} data-testid="user-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DeleteUserButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const navigate = useNavigate();
  const remove = useDeleteUser();
  const last4 = lastFourDigits(user.phone);
  const isAdmin = user.roles.some((r) => r.role === 'admin');

  const run = async () => {
    try {
      const outcome = await deleteUserFlow({
        name: user.full_name,
        last4,
        typedConfirm,
        confirm,
        t: t as never,
        remove: (force) => remove.mutateAsync({ id: user.id, phoneLast4: last4, force }),
      });
      if (!outcome.deleted) return;
      showSnack(outcome.cancelled > 0 ? t('delete.done_cancelled', { count: outcome.cancelled }) : t('delete.done'), 'success');
      void navigate(pathFor('admin-users', locale));
    } catch (error) {
      showSnack(apiErrorMessage(error));
    }
  };

  return (
    <Button
      color="red"
      variant="light"
      radius="xl"
      leftSection={<IconTrash size={16} />}
      disabled={isAdmin || last4 === ''}
      title={isAdmin ? t('delete.admin_refused') : undefined}
      loading={remove.isPending}
      onClick={() => void run()}
      data-testid="user-delete"
    >
      {t('delete.button')}
    </Button>
  );
}

/** admin-users-item: one account — details, roles, edit, history, delete. */
export function UserPage() {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const user = useUser(valid ? id : 0);
  if (!valid) return <NotFound />;
  if (!user.data) return <QueryStatus isPending={user.isPending} error={user.error} />;
  const u = user.data;
  const describe = (action: string) => t(`audit.${action.replace('.', '_')}`, { defaultValue: action });
  return (
    <Stack gap="lg" data-testid="admin-user-page">
      <Anchor component={RouteLink} to="admin-users" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="user-title">
            {u.full_name}
          </Title>
          <RoleBadges roles={u.roles} />
          <Text size="sm">{u.phone ? toMaskedPhone(u.phone) : ''}</Text>
          <Text size="sm" c="dimmed">
            {t('created', { at: formatInstant(u.created_at, locale) })} · {t('last_login', { at: u.last_login_at ? formatInstant(u.last_login_at, locale) : t('never') })}
          </Text>
        </Stack>
        <DeleteUserButton user={u} />
      </Group>
      <UserForm key={`${u.id}-${u.full_name}-${u.email ?? ''}-${u.roles.length}`} user={u} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('history')}
        </Title>
        <AuditHistory entity="account" id={u.id} describe={describe} />
      </Stack>
    </Stack>
  );
}
