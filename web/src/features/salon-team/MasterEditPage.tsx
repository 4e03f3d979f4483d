import { Alert, Anchor, Badge, Divider, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { RouteLink } from '@/shared/ui/RouteLink';
import { showSnack } from '@/shared/ui/snack';
import type { EmployeeBody } from './api/types';
import { useEmployee } from './api/useEmployee';
import { useSaveEmployee } from './api/useSaveEmployee';
import { useServices } from './api/useServices';
import { useTeamMeta } from './api/useTeamMeta';
import { CasesSection } from './components/CasesSection';
import { DeleteMaster } from './components/DeleteMaster';
import { EmployeeForm } from './components/EmployeeForm';

/** The route's id: a master's number, or null for `new` (create). */
function useMasterId(): number | null | 'invalid' {
  const { id } = useParams();
  if (!id || id === 'new') return null;
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : 'invalid';
}

/** admin-salon-masters-item: create (`/new`) or edit a master, with portfolio and deletion. */
export function MasterEditPage() {
  const { t } = useTranslation(['salonTeam', 'meta']);
  const locale = useLocale();
  const navigate = useNavigate();
  const routeId = useMasterId();
  const id = typeof routeId === 'number' ? routeId : null;
  const employee = useEmployee(id);
  const services = useServices();
  const team = useTeamMeta();
  const save = useSaveEmployee(id);
  const toList = () => navigate(pathFor('admin-salon-masters', locale));

  const onSave = async (body: EmployeeBody) => {
    const saved = await save.mutateAsync(body);
    if (id === null) {
      showSnack(t('salonTeam:form.created'), 'success');
      // Now it exists: its page also offers the portfolio.
      navigate(pathFor('admin-salon-masters-item', locale, { id: String(saved.id) }), { replace: true });
    } else showSnack(t('salonTeam:form.saved'), 'success');
  };

  const hours = employee.data?.schedule.salon_hours ?? team.meta?.salon_hours;
  const step = employee.data?.schedule.time_slicing ?? team.meta?.time_slicing ?? 15;
  const ready = routeId !== 'invalid' && (id === null ? team.meta !== undefined : employee.data !== undefined) && services.data !== undefined;

  return (
    <Stack gap="lg" data-testid="master-edit-page">
      <Anchor component={RouteLink} to="admin-salon-masters" size="sm" data-testid="master-back">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('salonTeam:form.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="master-title">
            {id === null ? t('salonTeam:form.new_title') : (employee.data?.full_name ?? t('meta:admin-salon-masters-item.title'))}
          </Title>
          {employee.data?.has_account && (
            <Badge variant="light" color="teal">
              {t('salonTeam:form.account_linked')}
            </Badge>
          )}
        </Group>
        {employee.data && <DeleteMaster employee={employee.data} onDeleted={toList} />}
      </Group>
      {routeId === 'invalid' && <Alert color="red">{t('salonTeam:form.not_found')}</Alert>}
      <QueryStatus isPending={!ready && !employee.error && !services.error && routeId !== 'invalid'} error={employee.error ?? services.error ?? team.error} />
      {ready && (
        <EmployeeForm
          key={employee.data?.id ?? 'new'}
          employee={employee.data ?? null}
          hours={hours}
          step={step}
          services={services.data ?? []}
          saving={save.isPending}
          onSave={onSave}
        />
      )}
      {employee.data && (
        <>
          <Divider />
          <CasesSection masterId={employee.data.id} services={services.data ?? []} />
        </>
      )}
    </Stack>
  );
}
